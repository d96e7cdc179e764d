import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { DashboardInvalidationInterceptor } from './dashboard-invalidation.interceptor';
import { StatsController } from './stats.controller';
import { StatsService } from './stats.service';

@Module({
  controllers: [StatsController],
  providers: [StatsService, { provide: APP_INTERCEPTOR, useClass: DashboardInvalidationInterceptor }],
})
export class StatsModule {}
