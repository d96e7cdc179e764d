import { Module } from '@nestjs/common';
import { CylinderQrService } from './cylinder-qr.service';
import { CylindersController } from './cylinders.controller';
import { CylindersExportService } from './cylinders-export.service';
import { CylindersService } from './cylinders.service';

@Module({
  controllers: [CylindersController],
  providers: [CylindersService, CylindersExportService, CylinderQrService],
  exports: [CylindersService],
})
export class CylindersModule {}
