import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { DrainState } from './drain-state';
import { HealthRepository } from './health.repository';
import { HealthService } from './health.service';
import { SchemaState } from './schema-state';

@Module({
  controllers: [HealthController],
  providers: [DrainState, HealthRepository, HealthService, SchemaState],
  exports: [DrainState, SchemaState],
})
export class HealthModule {}
