// Deterministic benchmark data, generated inside PostgreSQL with bulk SQL (setseed + generate_series).
// Nothing goes through the API: the cylinders' stored totals are set afterwards from the generated log
// with one UPDATE ... FROM (aggregate), exactly what the app's write paths maintain one entry at a time.

/** Refrigerants: name, type, GWP (AR4 100-year values as used in the F-gas regulation). */
export const REFRIGERANTS = [
  ['R-32', 'HFC', 675],
  ['R-410A', 'HFC', 2088],
  ['R-134a', 'HFC', 1430],
  ['R-404A', 'HFC', 3922],
  ['R-407C', 'HFC', 1774],
  ['R-449A', 'HFC', 1397],
  ['R-1234yf', 'HFO', 4],
  ['R-1234ze', 'HFO', 7],
  ['R-290', 'Natural', 3],
  ['R-22', 'HCFC', 1810],
];

export const HOT_CYLINDERS = [1, 2, 3, 4, 5];
/** Extra entries each hot cylinder gets on top of its share of the random ones. */
const HOT_ENTRIES = 1500;
export const FITTERS = 50;
export const ADMINS = 2;
export const PASSWORD = 'bench-password-1';
export const adminEmail = (i) => `admin${i}@bench.test`;
export const fitterEmail = (i) => `fitter${i}@bench.test`;

const FILLUPS = ['FILLUP_RETROFIT', 'FILLUP_NEW_CONSTRUCTION', 'FILLUP_LEAKAGE', 'FILLUP_WEIGH'];
const RECLAIMS = [
  'RECLAIM_RETROFIT',
  'RECLAIM_MAINTENANCE',
  'RECLAIM_DECOMMISSION',
  'RECLAIM_WEIGH',
  'RECLAIM_VACUUM',
  'RECLAIM_TRANSFER',
];
const arr = (list) => `array[${list.map((v) => `'${v}'`).join(', ')}]`;

/**
 * Statements in order. `hash` is one argon2id hash (computed once) shared by every user.
 * Log chains: per cylinder, live entries ordered by (date, id); readings are gross weights (tare + content);
 * each moving entry's readings continue from the previous one, except a few "scale errors" (gaps).
 * Fill-up cylinders only lose content (fill-ups), reclaim cylinders only gain it; 90 % of a cylinder's
 * capacity is spread over its moving entries, so content never goes negative.
 */
export function datasetSql({ cylinders, logs, hash, seed = 0.4242 }) {
  const hot = HOT_CYLINDERS.filter((id) => id <= cylinders);
  const hotTotal = Math.min(hot.length * HOT_ENTRIES, Math.floor(logs / 10));
  const refValues = REFRIGERANTS.map(([n, t, g]) => `('${n}', '${t}', ${g})`).join(', ');
  return [
    `select setseed(${seed})`,
    `insert into refrigerants (name, type, gwp) values ${refValues}`,
    `insert into suppliers (name, contact_person, email, phone, address)
       select 'Supplier ' || g, 'Contact ' || g, 'sales' || g || '@supplier.test', '+31 20 555 01' || lpad(g::text, 2, '0'), 'Industrieweg ' || g || ', Amsterdam'
         from generate_series(1, 6) g`,
    `insert into users (name, email, password_hash, role)
       select 'Admin ' || g, 'admin' || g || '@bench.test', '${hash}', 'ADMIN' from generate_series(1, ${ADMINS}) g`,
    `insert into users (name, email, password_hash, role)
       select 'Fitter ' || g, 'fitter' || g || '@bench.test', '${hash}', 'MONTEUR' from generate_series(1, ${FITTERS}) g`,
    // Cylinders: ids 1..N in order; the hot ones alternate FILL_UP / RECLAIM and are ACTIVE.
    `create temp table bench_cyl as
       select g as id, random() as r_ref, random() as r_type, random() as r_status, random() as r_own, random() as r_cap,
              random() as r_tare, random() as r_loc, random() as r_sup, random() as r_created
         from generate_series(1, ${cylinders}) g`,
    `insert into cylinders (id, serial_number, gas_type, refrigerant_id, supplier_id, delivery_weight, tare_weight, cylinder_type,
                            status, ownership, location, purchase_date, created_at, updated_at)
       select b.id, 'FG-' || lpad(b.id::text, 6, '0'), r.name, r.id,
              case when b.r_sup < 0.1 then null else 1 + floor(b.r_sup * 6)::int % 6 end,
              case when t.type = 'FILL_UP' then round((8 + b.r_tare * 12 + 5 + b.r_cap * 55)::numeric, 3) else round((8 + b.r_tare * 12)::numeric, 3) end,
              round((8 + b.r_tare * 12)::numeric, 3),
              t.type,
              case when b.id = any(array[${hot.join(',') || '0'}]) or b.r_status < 0.80 then 'ACTIVE' when b.r_status < 0.88 then 'INACTIVE'
                   when b.r_status < 0.95 then 'MAINTENANCE' else 'DECOMMISSIONED' end,
              case when b.r_own < 0.75 then 'KOOP' else 'HUUR' end,
              case when b.r_loc < 0.6 then 'Van ' || (1 + floor(b.r_loc * 100)::int) when b.r_loc < 0.9 then 'Warehouse ' || chr(65 + floor(b.r_loc * 10)::int % 5)
                   else null end,
              (c.created_at)::date, c.created_at, c.created_at
         from bench_cyl b
         join lateral (select id, name from refrigerants order by id offset floor(b.r_ref * ${REFRIGERANTS.length})::int limit 1) r on true
         cross join lateral (select case when b.id = any(array[${hot.join(',') || '0'}]) then case when b.id % 2 = 1 then 'FILL_UP' else 'RECLAIM' end
                                         when b.r_type < 0.7 then 'FILL_UP' else 'RECLAIM' end as type) t
         cross join lateral (select timestamptz '2021-11-01 00:00:00+00' - make_interval(days => floor(b.r_created * 60)::int) as created_at) c
        order by b.id`,
    `select setval(pg_get_serial_sequence('cylinders', 'id'), (select max(id) from cylinders))`,
    // Entries: hot cylinders first, then a skewed spread (lower ids busier); dates over five years.
    `create temp table bench_gen as
       select n,
              case when n <= ${hotTotal} then (array[${hot.join(',') || '1'}])[1 + (n - 1) % ${Math.max(hot.length, 1)}]
                   else 1 + least(floor(power(random(), 1.3) * ${cylinders})::int, ${cylinders - 1}) end as cylinder_id,
              timestamptz '2021-11-01 00:00:00+00' + random() * interval '1825 days' as date,
              random() as r_type, random() as r_w, random() as r_del, random() as r_gap, random() as r_read, random() as r_user,
              random() as r_sub, random() as r_note
         from generate_series(1, ${logs}) n`,
    // Kind by the cylinder's type: 75 % moving (its direction), the rest general; 1.5 % deleted.
    `create temp table bench_kind as
       select g.*, c.cylinder_type, c.tare_weight as tare, (c.delivery_weight - c.tare_weight) as initial,
              case when c.cylinder_type = 'FILL_UP' then 10 + c.delivery_weight - c.tare_weight else 10 + c.tare_weight * 2 end as capacity,
              case when g.r_type < 0.75 then case when c.cylinder_type = 'FILL_UP' then (${arr(FILLUPS)})[1 + floor(g.r_sub * 4)::int]
                                                   else (${arr(RECLAIMS)})[1 + floor(g.r_sub * 6)::int] end
                   when g.r_type < 0.90 then 'INSPECTION' when g.r_type < 0.95 then 'MOVED' when g.r_type < 0.98 then 'MAINTENANCE' else 'OTHER' end
                as mutation_type,
              g.r_del < 0.015 as deleted
         from bench_gen g join cylinders c on c.id = g.cylinder_id`,
    `create index on bench_kind (cylinder_id, date, n)`,
    // Weights: 90 % of the capacity (fill-up: the initial content) spread over the live moving entries.
    `create temp table bench_w as
       select k.*,
              case when k.mutation_type like 'FILLUP%' or k.mutation_type like 'RECLAIM%' then
                     case when k.deleted then round((k.initial * 0.02 + 0.5)::numeric, 3)
                          else greatest(round((0.9 * (case when k.cylinder_type = 'FILL_UP' then k.initial else k.capacity end) * k.r_w
                                         / nullif(sum(k.r_w) filter (where not k.deleted and (k.mutation_type like 'FILLUP%' or k.mutation_type like 'RECLAIM%'))
                                                  over (partition by k.cylinder_id), 0))::numeric, 3), 0.001) end
                   else 0 end as weight
         from bench_kind k`,
    // Content after each live entry; readings = tare + content (before = after + filled - reclaimed).
    `create temp table bench_chain as
       select w.*,
              w.initial - sum(case when w.mutation_type like 'FILLUP%' then w.weight else 0 end) over win
                        + sum(case when w.mutation_type like 'RECLAIM%' then w.weight else 0 end) over win as content_after
         from bench_w w where not w.deleted
       window win as (partition by w.cylinder_id order by w.date, w.n rows between unbounded preceding and current row)`,
    // 8 % of entries have no readings (weight only); 0.3 % are misread by a scale offset (a gap, twice).
    `create temp table bench_read as
       select c.*,
              case when c.r_read < 0.08 then null
                   else c.tare + c.content_after + case when c.mutation_type like 'FILLUP%' then c.weight when c.mutation_type like 'RECLAIM%' then -c.weight else 0 end
                        + case when c.r_gap < 0.003 then round((0.1 + c.r_gap * 300)::numeric, 3) else 0 end end as weight_before,
              case when c.r_read < 0.08 then null
                   else c.tare + c.content_after + case when c.r_gap < 0.003 then round((0.1 + c.r_gap * 300)::numeric, 3) else 0 end end as weight_after
         from bench_chain c`,
    // Gaps as the app computes them: before minus the previous live entry's after, beyond 0.05 kg.
    `create temp table bench_live as
       select r.*, case when abs(r.weight_before - lag(r.weight_after) over w) > 0.05 then r.weight_before - lag(r.weight_after) over w end as weight_gap
         from bench_read r window w as (partition by r.cylinder_id order by r.date, r.n)`,
    // Ids ascend with the date (as entered over time): live and deleted rows in one ordered insert.
    `insert into log_entries (cylinder_id, mutation_type, work_order, weight, weight_before, weight_after, weight_gap, note, user_id,
                             entered_by_id, date, created_at, updated_at, deleted_at, deleted_by_id, delete_reason)
       select cylinder_id, mutation_type, work_order, weight, weight_before, weight_after, weight_gap, note, user_id, entered_by_id,
              date, date + interval '3 minutes', date + interval '3 minutes', deleted_at, deleted_by_id, delete_reason
         from (
           select cylinder_id, mutation_type, case when weight > 0 then 'WO-' || (100000 + n) end as work_order, weight, weight_before,
                  weight_after, weight_gap, case when r_note < 0.05 then 'Checked valve and seals' end as note,
                  ${ADMINS + 1} + floor(r_user * ${FITTERS})::int as user_id,
                  case when r_user < 0.02 then 1 else ${ADMINS + 1} + floor(r_user * ${FITTERS})::int end as entered_by_id,
                  date, null::timestamptz as deleted_at, null::int as deleted_by_id, null::text as delete_reason, n
             from bench_live
           union all
           select cylinder_id, mutation_type, 'WO-' || (100000 + n), weight, null, null, null, null,
                  ${ADMINS + 1} + floor(r_user * ${FITTERS})::int, ${ADMINS + 1} + floor(r_user * ${FITTERS})::int,
                  date, date + interval '1 hour', 1, 'Entered twice', n
             from bench_w where deleted
         ) x
        order by date, n`,
    // The stored totals, consistent with the log: one UPDATE from one aggregate.
    `update cylinders c
        set total_filled = s.filled, total_reclaimed = s.reclaimed, log_count = s.n, gap_count = s.gaps, last_log_date = s.last
       from (select cylinder_id,
                    coalesce(sum(weight) filter (where mutation_type like 'FILLUP%'), 0) as filled,
                    coalesce(sum(weight) filter (where mutation_type like 'RECLAIM%'), 0) as reclaimed,
                    count(*)::int as n, count(*) filter (where weight_gap is not null)::int as gaps, max(date) as last
               from log_entries where deleted_at is null group by cylinder_id) s
      where s.cylinder_id = c.id`,
    `drop table bench_cyl, bench_gen, bench_kind, bench_w, bench_chain, bench_read, bench_live`,
    `vacuum analyze`,
  ];
}
