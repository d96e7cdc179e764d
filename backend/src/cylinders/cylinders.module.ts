import { Module } from '@nestjs/common';
import { CylindersController } from './cylinders.controller';
import { CylindersExportService } from './cylinders-export.service';
import { CylindersRepository } from './cylinders.repository';
import { CylindersService } from './cylinders.service';
import { LabelsModule } from '../labels/labels.module';
import { RefrigerantsModule } from '../refrigerants/refrigerants.module';
import { SuppliersModule } from '../suppliers/suppliers.module';

@Module({
  imports: [RefrigerantsModule, SuppliersModule, LabelsModule],
  controllers: [CylindersController],
  providers: [CylindersService, CylindersRepository, CylindersExportService],
  exports: [CylindersService],
})
export class CylindersModule {}
