import { Injectable } from '@nestjs/common';
import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { ChangeFeedService } from '../database/change-feed.service';
import { fillLevelSql } from '../domain';
import { selectLogEntries, type LogEntryRow } from '../logs/log-entry.mapper';
import type { DashboardStatsDto } from './dto/dashboard-stats.dto';
import { toDashboardStats, type InventoryRow, type TotalsRow } from './dashboard-stats.mapper';

const MAX_GAP_IDS = 500;
const RECENT_LOGS = 10;
const INITIAL = '(c.delivery_weight - c.tare_weight)';
const CURRENT = `(${INITIAL} + c.total_reclaimed - c.total_filled)`;
const LEVEL = fillLevelSql(CURRENT, INITIAL);

/** How long figures may be reused when no write went through this process in the meantime. */
export const DASHBOARD_CACHE_MS = 1000;

/** The dashboard's four queries (also run by the benchmark's bare reference). */
export function dashboardQueries(knex: Knex) {
  return {
    totals: `select count(*)::int as total,
                count(*) filter (where c.cylinder_type = 'FILL_UP')::int as fill_up,
                count(*) filter (where c.cylinder_type = 'RECLAIM')::int as reclaim,
                count(*) filter (where c.status = 'ACTIVE')::int as active,
                count(*) filter (where c.status = 'MAINTENANCE')::int as maintenance,
                count(*) filter (where c.status = 'INACTIVE')::int as inactive,
                count(*) filter (where c.status = 'DECOMMISSIONED')::int as decommissioned,
                coalesce(sum(${CURRENT}), 0)::text as total_kg,
                round(coalesce(sum(${CURRENT} * r.gwp), 0) / 1000, 3)::text as co2e,
                count(*) filter (where c.log_count > 0)::int as with_logs,
                count(*) filter (where c.gap_count > 0)::int as gaps,
                (select count(*) from refrigerants)::int as refrigerants
           from cylinders c left join refrigerants r on r.id = c.refrigerant_id`,
    // One line per gas, in the linked refrigerant's spelling: "r-32" and "R-32" are the same gas.
    inventory: `select coalesce(max(r.name), min(c.gas_type)) as gas_type, min(r.type) as refrigerant_type,
                max(r.gwp) as gwp, count(*)::int as count,
                count(*) filter (where ${LEVEL} = 'FULL')::int as full,
                count(*) filter (where ${LEVEL} = 'IN_USE')::int as in_use,
                count(*) filter (where ${LEVEL} = 'EMPTY')::int as empty,
                sum(${CURRENT})::text as total_kg,
                round(sum(${CURRENT} * r.gwp) / 1000, 3)::text as co2e
           from cylinders c left join refrigerants r on r.id = c.refrigerant_id
          group by lower(coalesce(r.name, c.gas_type)) order by 1`,
    gapIds: `select id from cylinders where gap_count > 0 order by id limit ${MAX_GAP_IDS}`,
    recent: selectLogEntries(knex)
      .whereNull('le.deleted_at')
      .orderBy([
        { column: 'le.date', order: 'desc' },
        { column: 'le.id', order: 'desc' },
      ])
      .limit(RECENT_LOGS),
  };
}

/**
 * The dashboard, computed by PostgreSQL from the cylinders' stored totals in a fixed number of queries
 * (never a scan of the log: the only log read is the indexed "latest ten").
 *
 * Aggregating 20k cylinders costs tens of milliseconds, so the figures are reused for up to a second.
 * Every write request through this process invalidates them at once (request hooks in app.setup.ts), and
 * before its answer is sent it tells the other API instances to do the same (change feed), so a change
 * shows at once on every instance. Only while an instance's feed is down may it lag, by the second.
 */
@Injectable()
export class StatsService {
  /** Requests that arrive while the figures are being computed share that computation. */
  private inFlight: Promise<DashboardStatsDto> | null = null;
  private cached: { value: DashboardStatsDto; expiresAt: number } | null = null;
  /** Bumped by every write; figures computed across a bump are not kept. */
  private generation = 0;

  /** The announcement being sent, and the one that follows it for writes that finished meanwhile. */
  private sending: Promise<void> | null = null;
  private following: Promise<void> | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly feed: ChangeFeedService,
  ) {
    feed.on('stats', () => this.invalidate());
    feed.onReset(() => this.invalidate());
  }

  async dashboard(): Promise<DashboardStatsDto> {
    if (this.cached && this.cached.expiresAt > Date.now()) {
      // Figures held here are only served once writes announced by other instances have been heard.
      await this.feed.catchUp();
      if (this.cached && this.cached.expiresAt > Date.now()) return this.cached.value;
    }
    if (!this.inFlight) {
      const generation = this.generation;
      this.inFlight = this.compute()
        .then((value) => {
          if (generation === this.generation)
            this.cached = { value, expiresAt: Date.now() + DASHBOARD_CACHE_MS };
          return value;
        })
        .finally(() => {
          this.inFlight = null;
        });
    }
    return this.inFlight;
  }

  invalidate(): void {
    this.generation += 1;
    this.cached = null;
    // A computation that started before this write may not be shared with requests that come after it.
    this.inFlight = null;
  }

  /**
   * Tells every instance that a write finished. Writes that finish while an announcement is on its way share
   * the next one (sent when it returns), so a burst of writes costs two notifications, not one each, and
   * every write's answer waits for an announcement sent after it.
   */
  announceWrite(): Promise<void> {
    if (!this.sending) {
      this.sending = this.feed.publish('stats').finally(() => {
        this.sending = null;
      });
      return this.sending;
    }
    this.following ??= this.sending.then(() => {
      this.following = null;
      return this.announceWrite();
    });
    return this.following;
  }

  private async compute(): Promise<DashboardStatsDto> {
    const connection = this.em.getConnection();
    const queries = dashboardQueries(this.em.getKnex());
    const [[totals], inventory, gapIds, recent] = await Promise.all([
      connection.execute<TotalsRow[]>(queries.totals),
      connection.execute<InventoryRow[]>(queries.inventory),
      connection.execute<{ id: number }[]>(queries.gapIds),
      connection.execute<LogEntryRow[]>(queries.recent),
    ]);
    return toDashboardStats(totals, inventory, gapIds, recent);
  }
}
