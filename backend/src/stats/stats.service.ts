import { Injectable } from '@nestjs/common';
import { RoundTripAfter } from '../database/round-trip-after';
import type { DashboardStatsDto } from './dto/dashboard-stats.dto';
import { toDashboardStats } from './dashboard-stats.mapper';
import { StatsRepository } from './stats.repository';

/** How long figures may be reused at most, though no write was counted (a backstop for writes made outside the API). */
export const DASHBOARD_CACHE_MS = 1000;

/**
 * The dashboard, computed by PostgreSQL from the cylinders' stored totals in a fixed number of queries
 * (never a scan of the log: the only log read is the indexed "latest ten").
 *
 * Aggregating 20k cylinders costs tens of milliseconds, so the figures are reused, for up to a second and
 * only while no write has finished anywhere since: every write request that succeeded counts itself in the
 * database before its answer leaves (whichever instance served it), and a dashboard request reads that
 * count first. The same count: the figures held here are current. Another: they are computed again. So a
 * change shows at once on every instance, and a write costs one tiny statement on its own connection, never
 * a wait on another connection's queue.
 */
@Injectable()
export class StatsService {
  private cached: { value: DashboardStatsDto; writes: string; expiresAt: number } | null = null;
  /** Requests that read the same count share one computation. */
  private inFlight: { writes: string; value: Promise<DashboardStatsDto> } | null = null;
  /** Reads and bumps of the count are shared by callers that overlap, never with an earlier caller's. */
  private readonly writesSoFar = new RoundTripAfter(() => this.stats.writesSoFar());
  private readonly countWrite = new RoundTripAfter(() => this.stats.countWrite());

  constructor(private readonly stats: StatsRepository) {}

  async dashboard(): Promise<DashboardStatsDto> {
    const writes = await this.writesSoFar.call();
    const cached = this.cached;
    if (cached && cached.writes === writes && cached.expiresAt > Date.now()) return cached.value;
    if (this.inFlight?.writes !== writes) {
      const flight = {
        writes,
        value: this.compute()
          .then((value) => {
            this.cached = { value, writes, expiresAt: Date.now() + DASHBOARD_CACHE_MS };
            return value;
          })
          .finally(() => {
            if (this.inFlight === flight) this.inFlight = null;
          }),
      };
      this.inFlight = flight;
    }
    return this.inFlight.value;
  }

  /** After a write committed and before its answer leaves: every instance's figures are now out of date. */
  async writeFinished(): Promise<void> {
    await this.countWrite.call();
  }

  private async compute(): Promise<DashboardStatsDto> {
    const { totals, inventory, gapIds, recent, leakChecks } = await this.stats.dashboard();
    return toDashboardStats(totals, inventory, gapIds, recent, leakChecks);
  }
}
