import { Injectable } from '@nestjs/common';
import { CLOCK_BOUND_MAX_AGE_MS, CommittedStateCache } from '../database/committed-state-cache';
import { CommittedStateRepository } from '../database/committed-state.repository';
import type { DashboardStatsDto } from './dto/dashboard-stats.dto';
import { toDashboardStats } from './dashboard-stats.mapper';
import { StatsRepository } from './stats.repository';

/**
 * The dashboard, computed by PostgreSQL from the cylinders' stored totals in a fixed number of queries
 * (never a scan of the log: the only log read is the indexed "latest ten").
 *
 * Aggregating 20k cylinders costs tens of milliseconds, so the figures are reused, for up to a second and
 * only while nothing has been committed since (see CommittedStateCache).
 */
@Injectable()
export class StatsService {
  private readonly figures: CommittedStateCache<DashboardStatsDto>;

  constructor(
    private readonly stats: StatsRepository,
    committedState: CommittedStateRepository,
  ) {
    this.figures = new CommittedStateCache(() => committedState.current(), {
      maxAgeMs: CLOCK_BOUND_MAX_AGE_MS,
      maxWeight: 1,
      weigh: () => 1,
    });
  }

  dashboard(): Promise<DashboardStatsDto> {
    return this.figures.get('dashboard', () => this.compute());
  }

  private async compute(): Promise<DashboardStatsDto> {
    const { totals, inventory, gapIds, recent, leakChecks } = await this.stats.dashboard();
    return toDashboardStats(totals, inventory, gapIds, recent, leakChecks);
  }
}
