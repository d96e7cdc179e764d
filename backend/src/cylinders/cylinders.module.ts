import { Module } from '@nestjs/common';
import { CylinderQrService } from './cylinder-qr.service';
import { CylindersController } from './cylinders.controller';
import { CylindersExportService } from './cylinders-export.service';
import { CylindersRepository } from './cylinders.repository';
import { CylindersService } from './cylinders.service';
import { RefrigerantsModule } from '../refrigerants/refrigerants.module';
import { SuppliersModule } from '../suppliers/suppliers.module';

@Module({
  imports: [RefrigerantsModule, SuppliersModule],
  controllers: [CylindersController],
  providers: [CylindersService, CylindersRepository, CylindersExportService, CylinderQrService],
  exports: [CylindersService],
})
export class CylindersModule {}
