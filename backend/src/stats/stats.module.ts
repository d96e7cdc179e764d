import { Module } from '@nestjs/common';
import { StatsController } from './stats.controller';
import { StatsService } from './stats.service';

/** Write requests invalidate the cached figures through hooks on every request (app.setup.ts). */
@Module({
  controllers: [StatsController],
  providers: [StatsService],
})
export class StatsModule {}
