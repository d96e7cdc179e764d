import { Injectable } from '@nestjs/common';
import { RoundTripAfter } from '../database/round-trip-after';
import type { DashboardStatsDto } from './dto/dashboard-stats.dto';
import { toDashboardStats } from './dashboard-stats.mapper';
import { StatsRepository } from './stats.repository';

/** How long figures may be reused at most, though nothing committed (a backstop: figures that depend on the day). */
export const DASHBOARD_CACHE_MS = 1000;

/**
 * The dashboard, computed by PostgreSQL from the cylinders' stored totals in a fixed number of queries
 * (never a scan of the log: the only log read is the indexed "latest ten").
 *
 * Aggregating 20k cylinders costs tens of milliseconds, so the figures are reused, for up to a second and
 * only while nothing has been committed since: a dashboard request first reads PostgreSQL's current
 * snapshot (StatsRepository.committedState), and the figures computed after an equal snapshot are current.
 * Any write committed in between, on whichever instance or outside the API, changes the snapshot, so a
 * change shows at once everywhere; and writes pay nothing for it (no per-write statement, no hook).
 */
@Injectable()
export class StatsService {
  private cached: { value: DashboardStatsDto; state: string; expiresAt: number } | null = null;
  /** Requests that read the same state share one computation. */
  private inFlight: { state: string; value: Promise<DashboardStatsDto> } | null = null;
  /** Reads of the state are shared by callers that overlap, never with an earlier caller's. */
  private readonly committedState = new RoundTripAfter(() => this.stats.committedState());

  constructor(private readonly stats: StatsRepository) {}

  async dashboard(): Promise<DashboardStatsDto> {
    // Read before the figures: they then hold at least every write committed before this state.
    const state = await this.committedState.call();
    const cached = this.cached;
    if (cached && cached.state === state && cached.expiresAt > Date.now()) return cached.value;
    if (this.inFlight?.state !== state) {
      const flight = {
        state,
        value: this.compute()
          .then((value) => {
            this.cached = { value, state, expiresAt: Date.now() + DASHBOARD_CACHE_MS };
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

  private async compute(): Promise<DashboardStatsDto> {
    const { totals, inventory, gapIds, recent, leakChecks } = await this.stats.dashboard();
    return toDashboardStats(totals, inventory, gapIds, recent, leakChecks);
  }
}
