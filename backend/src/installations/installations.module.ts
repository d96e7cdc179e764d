import { Module } from '@nestjs/common';
import { InstallationSchedules } from './installation-schedules';
import { InstallationsController } from './installations.controller';
import { InstallationsRepository } from './installations.repository';
import { InstallationsService } from './installations.service';

@Module({
  controllers: [InstallationsController],
  providers: [InstallationsService, InstallationsRepository, InstallationSchedules],
  exports: [InstallationsRepository, InstallationSchedules],
})
export class InstallationsModule {}
