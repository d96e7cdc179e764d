import { Module } from '@nestjs/common';
import { LabelsModule } from '../labels/labels.module';
import { InstallationSchedules } from './installation-schedules';
import { InstallationsController } from './installations.controller';
import { InstallationsRepository } from './installations.repository';
import { InstallationsService } from './installations.service';

@Module({
  imports: [LabelsModule],
  controllers: [InstallationsController],
  providers: [InstallationsService, InstallationsRepository, InstallationSchedules],
  exports: [InstallationsRepository, InstallationSchedules],
})
export class InstallationsModule {}
