// The SQL of the bare reference (bench/bare-server.mjs): the statements the app runs for each benchmarked
// request, captured from PostgreSQL with log_statement=all (`BENCH_CAPTURE_SQL=1 npm run bench` prints
// them again) and cross-checked with the services named per statement. The app's query builder inlines
// values into the text; here they are $n parameters (same plans: the values are simple literals).
// Keep this file in step with the services when they change.

const ISO = (column) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** backend/src/cylinders/cylinder.mapper.ts CYLINDER_SELECT + selectCylinders() in cylinders.service.ts. */
const CYLINDER_SELECT_LIST = `select c.id, c.serial_number as "serialNumber", c.gas_type as "gasType", c.refrigerant_id as "refrigerantId",
  r.type as "refrigerantType", r.gwp, c.supplier_id as "supplierId", s.name as "supplierName", c.delivery_weight as "deliveryWeight",
  c.tare_weight as "tareWeight", c.cylinder_type as "cylinderType", c.status, c.ownership, c.location, c.purchase_date as "purchaseDate",
  ${ISO('c.created_at')} as "createdAt", ${ISO('c.updated_at')} as "updatedAt", c.version, c.total_filled as "totalFilled",
  c.total_reclaimed as "totalReclaimed", c.log_count as "logCount", c.gap_count as "gapCount", ${ISO('c.last_log_date')} as "lastLogDate"`;
const CYLINDER_SELECT = `${CYLINDER_SELECT_LIST}
  from "cylinders" as "c" left join "refrigerants" as "r" on "r"."id" = "c"."refrigerant_id" left join "suppliers" as "s" on "s"."id" = "c"."supplier_id"`;

/** backend/src/logs/log-entry.mapper.ts selectLogEntries(). */
const LOG_SELECT = `select le.id, le.cylinder_id, c.serial_number as cylinder_serial_number, c.gas_type, r.gwp, le.mutation_type, le.work_order,
  le.weight, le.weight_before, le.weight_after, le.weight_gap, le.note, le.user_id, u.name as user_name, le.entered_by_id,
  eb.name as entered_by_name, ${ISO('le.date')} as date, ${ISO('le.created_at')} as created_at, ${ISO('le.updated_at')} as updated_at,
  le.revision_count > 0 as corrected, le.deleted_at is not null as deleted
  from "log_entries" as "le" inner join "cylinders" as "c" on "c"."id" = "le"."cylinder_id" left join "refrigerants" as "r" on "r"."id" = "c"."refrigerant_id"
  inner join "users" as "u" on "u"."id" = "le"."user_id" inner join "users" as "eb" on "eb"."id" = "le"."entered_by_id"`;

const CURRENT = '(c.delivery_weight - c.tare_weight + c.total_reclaimed - c.total_filled)';

export const SQL = {
  /** backend/src/settings/settings.service.ts get() (cached 5 s there and here). */
  settings: `select "a0".* from "app_settings" as "a0" where "a0"."id" = 1 limit 1`,

  /**
   * cylinders.service.ts list() + cylinderPage(): filter {status, q} (applyCylinderFilters) and sort currentWeight
   * (orderCylinders) cut to the page on `cylinders` alone, then joined; with a range, the count runs alongside.
   */
  listPage: `${CYLINDER_SELECT_LIST} from (select c.* from "cylinders" as "c"
      where ("c"."serial_number" ilike $1 or "c"."gas_type" ilike $1 or "c"."location" ilike $1) and "c"."status" = $2
      order by ${CURRENT} desc, c.id desc limit $3 offset $4) as "c"
    left join "refrigerants" as "r" on "r"."id" = "c"."refrigerant_id" left join "suppliers" as "s" on "s"."id" = "c"."supplier_id"
    order by ${CURRENT} desc, c.id desc`,
  listCount: `select count(*) as "total" from "cylinders" as "c" where ("c"."serial_number" ilike $1 or "c"."gas_type" ilike $1 or "c"."location" ilike $1) and "c"."status" = $2`,

  /** cylinders.service.ts findDetail(): findRow + the live logs, newest first (in parallel). */
  cylinderById: `${CYLINDER_SELECT} where "c"."id" = $1`,
  cylinderLogs: `${LOG_SELECT} where "le"."cylinder_id" = $1 and "le"."deleted_at" is null order by "le"."date" desc, "le"."id" desc limit 500`,

  /** backend/src/stats/stats.service.ts dashboard(): four queries in parallel (statsTotals/Inventory from the service text). */
  recentLogs: `${LOG_SELECT} where "le"."deleted_at" is null order by "le"."date" desc, "le"."id" desc limit 10`,
  gapIds: `select id from cylinders where gap_count > 0 order by id limit 500`,

  /** logs.service.ts create(): assertActiveUser, then the transaction, then fetchDto. */
  activeUser: `select active from users where id = $1`,
  lockCylinder: `select (delivery_weight - tare_weight + total_reclaimed - total_filled)::text as content from cylinders where id = $1 for update`,
  previousEntry: `select weight_after from log_entries where cylinder_id = $1 and deleted_at is null and date <= $2::timestamptz
    order by date desc, id desc limit 1`,
  insertEntry: `insert into log_entries (cylinder_id, mutation_type, work_order, weight, weight_before, weight_after, weight_gap, note, user_id, entered_by_id, date)
    values ($1, $2, $3, $4::numeric, $5::numeric, $6::numeric, $7::numeric, $8, $9, $10, $11::timestamptz) returning id`,
  nextEntry: `select id, cylinder_id, date::text as date_raw, weight_before, weight_after, weight_gap from log_entries
    where cylinder_id = $1 and deleted_at is null and date > $2::timestamptz order by date, id limit 1`,
  setGap: `update log_entries set weight_gap = $1::numeric where id = $2`,
  updateTotals: `update cylinders set total_filled = total_filled + $1::numeric, total_reclaimed = total_reclaimed + $2::numeric,
    log_count = log_count + 1, gap_count = gap_count + $3, last_log_date = greatest(last_log_date, $4::timestamptz) where id = $5`,
  insertRevision: `insert into log_entry_revisions (log_entry_id, action, changed_by_id, changes, reason) values ($1, $2, $3, $4::jsonb, $5)`,
  logById: `${LOG_SELECT} where "le"."id" = $1`,

  /** backend/src/auth/auth.service.ts login(): em.findOne(User, { email }) with the password hash. */
  userByEmail: `select "u0".* from "users" as "u0" where "u0"."email" = $1 limit 1`,
};

/** stats.service.ts: fillLevelSql(CURRENT, INITIAL) from backend/src/domain, filled in by the caller. */
export function dashboardSql(levelSql) {
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
    inventory: `select c.gas_type, min(r.type) as refrigerant_type, max(r.gwp) as gwp, count(*)::int as count,
                count(*) filter (where ${levelSql} = 'FULL')::int as full,
                count(*) filter (where ${levelSql} = 'IN_USE')::int as in_use,
                count(*) filter (where ${levelSql} = 'EMPTY')::int as empty,
                sum(${CURRENT})::text as total_kg,
                round(sum(${CURRENT} * r.gwp) / 1000, 3)::text as co2e
           from cylinders c left join refrigerants r on r.id = c.refrigerant_id
          group by c.gas_type order by c.gas_type`,
  };
}

/**
 * backend/src/logs/logs.service.ts verifyTotals(): stored totals vs the totals recomputed from the live log,
 * the cylinders that disagree. $1 = fill-up types (OUT), $2 = reclaim types (IN) (the service inlines them).
 */
export const VERIFY_TOTALS_SQL = `select c.id, c.total_filled::text, c.total_reclaimed::text, c.log_count, c.gap_count, ${ISO('c.last_log_date')} as last_log_date,
        coalesce(s.filled, 0)::numeric(12,3)::text as r_filled, coalesce(s.reclaimed, 0)::numeric(12,3)::text as r_reclaimed,
        coalesce(s.n, 0)::int as r_count, coalesce(s.gaps, 0)::int as r_gaps, ${ISO('s.last')} as r_last
   from cylinders c
   left join (
     select cylinder_id,
            sum(weight) filter (where mutation_type = any($1::text[])) as filled,
            sum(weight) filter (where mutation_type = any($2::text[])) as reclaimed,
            count(*) as n, count(*) filter (where weight_gap is not null and gap_explained_at is null) as gaps, max(date) as last
       from log_entries where deleted_at is null group by cylinder_id
   ) s on s.cylinder_id = c.id
  where c.total_filled <> coalesce(s.filled, 0) or c.total_reclaimed <> coalesce(s.reclaimed, 0)
     or c.log_count <> coalesce(s.n, 0) or c.gap_count <> coalesce(s.gaps, 0)
     or c.last_log_date is distinct from s.last
  order by c.id`;
