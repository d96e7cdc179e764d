import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { DrainState } from './drain-state';
import { HealthRepository } from './health.repository';

@Module({ controllers: [HealthController], providers: [DrainState, HealthRepository], exports: [DrainState] })
export class HealthModule {}
