import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { DrainState } from './drain-state';
import { HealthRepository } from './health.repository';
import { HealthService } from './health.service';

@Module({
  controllers: [HealthController],
  providers: [DrainState, HealthRepository, HealthService],
  exports: [DrainState],
})
export class HealthModule {}
