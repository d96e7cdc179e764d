import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { DrainState } from './drain-state';

@Module({ controllers: [HealthController], providers: [DrainState], exports: [DrainState] })
export class HealthModule {}
