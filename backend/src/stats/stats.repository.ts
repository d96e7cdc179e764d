import { Injectable } from '@nestjs/common';
import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { named } from '../database/native-query';
import { native, pooled, type Sql } from '../database/sql';
import { companyToday } from '../common/calendar-date';
import {
  CERTIFICATE_WARNING_DAYS,
  currentContentSql,
  fillBasisSql,
  fillLevelSql,
  initialContentSql,
  leakCheckStatusConditionSql,
  rentalStatusSql,
  retestStatusSql,
} from '../domain';
import { newestLogEntries } from '../logs/logs.repository';
import type { LogEntryRow } from '../logs/log-entry.mapper';
import type { InventoryRow, LeakCheckCountsRow, TotalsRow } from './dashboard-stats.mapper';

const MAX_GAP_IDS = 500;
const RECENT_LOGS = 10;
const CURRENT = currentContentSql('c');
const LEVEL = fillLevelSql(CURRENT, fillBasisSql('c', initialContentSql('c')));
const RENTAL = rentalStatusSql('c');
const RETEST = retestStatusSql('c');
/** A cylinder returned to its supplier has left stock: its content no longer counts in the stock figures. */
const IN_STOCK = 'c.returned_on is null';

/** The dashboard's queries (also run by the benchmark's bare reference). */
export function dashboardQueries(knex: Knex) {
  return {
    totals: named(`select count(*)::int as total,
                count(*) filter (where c.cylinder_type = 'FILL_UP')::int as fill_up,
                count(*) filter (where c.cylinder_type = 'RECLAIM')::int as reclaim,
                count(*) filter (where c.status = 'ACTIVE')::int as active,
                count(*) filter (where c.status = 'MAINTENANCE')::int as maintenance,
                count(*) filter (where c.status = 'INACTIVE')::int as inactive,
                count(*) filter (where c.status = 'DECOMMISSIONED')::int as decommissioned,
                coalesce(sum(${CURRENT}) filter (where ${IN_STOCK}), 0)::text as total_kg,
                round(coalesce(sum(${CURRENT} * r.gwp) filter (where ${IN_STOCK}), 0) / 1000, 3)::text as co2e,
                count(*) filter (where ${RENTAL} = 'AMBER')::int as rentals_amber,
                count(*) filter (where ${RENTAL} = 'RED')::int as rentals_red,
                count(*) filter (where ${IN_STOCK} and ${RETEST} = 'DUE_SOON')::int as retests_due_soon,
                count(*) filter (where ${IN_STOCK} and ${RETEST} = 'OVERDUE')::int as retests_overdue,
                count(*) filter (where c.log_count > 0)::int as with_logs,
                count(*) filter (where c.gap_count > 0)::int as gaps,
                (select count(*) from refrigerants)::int as refrigerants
           from cylinders c left join refrigerants r on r.id = c.refrigerant_id`),
    // One line per gas, in the linked refrigerant's spelling: "r-32" and "R-32" are the same gas.
    inventory:
      named(`select coalesce(max(r.name), min(c.gas_type)) as gas_type, min(r.type) as refrigerant_type,
                max(r.gwp) as gwp, count(*)::int as count,
                count(*) filter (where ${LEVEL} = 'FULL')::int as full,
                count(*) filter (where ${LEVEL} = 'IN_USE')::int as in_use,
                count(*) filter (where ${LEVEL} = 'EMPTY')::int as empty,
                sum(${CURRENT})::text as total_kg,
                round(sum(${CURRENT} * r.gwp) / 1000, 3)::text as co2e
           from cylinders c left join refrigerants r on r.id = c.refrigerant_id
          where ${IN_STOCK}
          group by lower(coalesce(r.name, c.gas_type)) order by 1`),
    gapIds: named(`select id from cylinders where gap_count > 0 order by id limit ${MAX_GAP_IDS}`),
    recent: newestLogEntries(knex, RECENT_LOGS),
    // From the installations' stored schedules against today ($1, the company's calendar day): one pass
    // over the installations, no leak check read.
    leakChecks: named(`select
                count(*) filter (where ${leakCheckStatusConditionSql('i', 'LEAK_UNREPAIRED', '$1::date')})::int as unrepaired,
                count(*) filter (where ${leakCheckStatusConditionSql('i', 'OVERDUE', '$1::date')})::int as overdue,
                count(*) filter (where ${leakCheckStatusConditionSql('i', 'DUE_SOON', '$1::date')})::int as due_soon,
                count(*) filter (where ${leakCheckStatusConditionSql('i', 'NEVER_CHECKED', '$1::date')})::int as never_checked,
                -- The active users' certificates as certificateStatus judges them (missing ones not counted).
                (select count(*) from users u where u.active and u.certificate_number is not null
                    and u.certificate_valid_until between $1::date and $1::date + ${CERTIFICATE_WARNING_DAYS})::int
                  as certificates_expiring_soon,
                (select count(*) from users u where u.active and u.certificate_number is not null
                    and u.certificate_valid_until < $1::date)::int as certificates_expired,
                -- Instruments past their calibration due date (calibrationOverdue: from the day after).
                (select count(*) from instruments m where m.calibration_due < $1::date)::int as instruments_overdue
           from installations i where i.status = 'ACTIVE'`),
  };
}

/** The dashboard's figures: aggregates over the cylinders' stored totals, never a scan of the log. */
@Injectable()
export class StatsRepository {
  private readonly sql: Sql;

  constructor(private readonly em: EntityManager) {
    this.sql = pooled(em);
  }

  async dashboard(): Promise<{
    totals: TotalsRow;
    inventory: InventoryRow[];
    gapIds: { id: number }[];
    recent: LogEntryRow[];
    leakChecks: LeakCheckCountsRow;
  }> {
    const queries = dashboardQueries(this.em.getKnex());
    const [[totals], inventory, gapIds, recent, [leakChecks]] = await Promise.all([
      this.sql.query<TotalsRow>({ ...queries.totals, values: [] }),
      this.sql.query<InventoryRow>({ ...queries.inventory, values: [] }),
      this.sql.query<{ id: number }>({ ...queries.gapIds, values: [] }),
      this.sql.query<LogEntryRow>(native(queries.recent)),
      this.sql.query<LeakCheckCountsRow>({ ...queries.leakChecks, values: [companyToday()] }),
    ]);
    return { totals, inventory, gapIds, recent, leakChecks };
  }
}
