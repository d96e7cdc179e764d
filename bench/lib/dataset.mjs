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

/** Installations (one refrigerant circuit each) over customers; the first one carries the long logbook. */
export const INSTALLATIONS = 5000;
export const CUSTOMERS = 1000;
export const LOGBOOK_INSTALLATION = 1;
/** Live entries of the logbook installation (the logbook CSV scenario). */
export const LOGBOOK_ENTRIES = 2000;
/** Share of the fill-ups and recoveries (the types that move an installation's gas) that name an installation. */
const LINKED_SHARE = 0.6;
const CATEGORIES = ['REFRIGERATION', 'AIR_CONDITIONING', 'HEAT_PUMP', 'OTHER'];
const DESTINATIONS = ['RECOVERED_INTO_CYLINDERS', 'SENT_FOR_RECLAMATION', 'SENT_FOR_DESTRUCTION', 'OTHER'];

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
 * Installations: a log-uniform charge (0.5 to 400 kg) of any refrigerant, installed 2008-2021, 12 % hermetic,
 * 8 % with leak detection (and every one of 500 t CO2e or more), 2 % decommissioned in the last three weeks.
 * 60 % of the fill-ups and recoveries (not transfers) name an installation of the cylinder's refrigerant;
 * installation 1 takes {@link LOGBOOK_ENTRIES} live ones of its gas and no random ones. Leak checks: none
 * for 6 % (never checked) and for the installations below the thresholds, else one to four, spaced by the
 * interval and with the last one spread so about one in six is overdue; 3 % found a leak, repaired the
 * next day, re-checked a week later when a later check follows. The stored schedules are written afterwards
 * by {@link ./installation-schedules.mjs} with the app's own function. All installation randomness is drawn
 * after the log's, so the cylinders and their log are the same as without installations.
 */
export function datasetSql({
  cylinders,
  logs,
  hash,
  seed = 0.4242,
  installations = INSTALLATIONS,
  customers = CUSTOMERS,
}) {
  const hot = HOT_CYLINDERS.filter((id) => id <= cylinders);
  const hotTotal = Math.min(hot.length * HOT_ENTRIES, Math.floor(logs / 10));
  const refValues = REFRIGERANTS.map(([n, t, g]) => `('${n}', '${t}', ${g})`).join(', ');
  const customerCount = Math.max(1, Math.min(customers, installations));
  const linkTypes = arr([...FILLUPS, ...RECLAIMS.filter((type) => type !== 'RECLAIM_TRANSFER')]);
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
                            status, ownership, location, purchase_date, created_at, updated_at, content_origin, capacity)
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
              (c.created_at)::date, c.created_at, c.created_at,
              case when t.type = 'RECLAIM' then 'RECOVERED' else 'VIRGIN' end,
              case when t.type = 'RECLAIM' then round((10 + (8 + b.r_tare * 12) * 2)::numeric, 3) end
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
    // ---- customers and installations (their random numbers drawn after the log's) ------------------------
    `insert into customers (id, name, address, contact_person, email, phone)
       select g, 'Customer ' || g || ' BV', 'Dorpsstraat ' || g || ', ' || (array['Amsterdam', 'Rotterdam', 'Utrecht', 'Eindhoven', 'Zwolle'])[1 + g % 5],
              'Contact ' || g, 'facilities' || g || '@customer.test', '+31 30 555 ' || lpad(g::text, 4, '0')
         from generate_series(1, ${customerCount}) g`,
    `select setval(pg_get_serial_sequence('customers', 'id'), greatest((select max(id) from customers), 1))`,
    `create temp table bench_inst as
       select g as id, random() as r_cust, random() as r_ref, random() as r_cat, random() as r_charge, random() as r_on,
              random() as r_herm, random() as r_det, random() as r_dec, random() as r_last, random() as r_checks
         from generate_series(1, ${installations}) g`,
    `insert into installations (id, customer_id, name, address, category, manufacturer, model, serial_number, refrigerant_id,
                                charge_kg, installed_on, hermetically_sealed, leak_detection_system, status, decommissioned_on,
                                gas_destination, decommissioned_by_id, created_at, updated_at)
       select b.id, 1 + least(floor(power(b.r_cust, 1.4) * ${customerCount})::int, ${customerCount - 1}),
              'Installation ' || b.id, 'Site ' || b.id || ', Industrieweg ' || (1 + b.id % 90),
              (${arr(CATEGORIES)})[1 + floor(b.r_cat * 4)::int], 'Maker ' || (1 + b.id % 12), 'Model ' || (1 + b.id % 40),
              'SN-' || lpad(b.id::text, 7, '0'), r.id, ch.kg, date '2008-01-01' + floor(b.r_on * 4900)::int,
              b.id <> ${LOGBOOK_INSTALLATION} and b.r_herm < 0.12, b.r_det < 0.08 or ch.kg * r.gwp >= 500000,
              case when dec then 'DECOMMISSIONED' else 'ACTIVE' end, case when dec then current_date - 1 - floor(b.r_dec * 1000)::int end,
              case when dec then (${arr(DESTINATIONS)})[1 + floor(b.r_dec * 200)::int] end, case when dec then 1 end,
              timestamptz '2021-10-01 00:00:00+00', timestamptz '2021-10-01 00:00:00+00'
         from bench_inst b
         join lateral (select id, gwp from refrigerants
                        order by id offset case when b.id = ${LOGBOOK_INSTALLATION} then 0 else floor(b.r_ref * ${REFRIGERANTS.length})::int end limit 1) r on true
         cross join lateral (select case when b.id = ${LOGBOOK_INSTALLATION} then 45.000
                                         else round(exp(ln(0.5) + b.r_charge * (ln(400) - ln(0.5)))::numeric, 3) end as kg,
                                    b.id <> ${LOGBOOK_INSTALLATION} and b.r_dec < 0.02 as dec) ch
        order by b.id`,
    `select setval(pg_get_serial_sequence('installations', 'id'), greatest((select max(id) from installations), 1))`,
    `create temp table bench_link_r as select n, random() as r_link, random() as r_inst from bench_gen order by n`,
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
    // Links: the logbook installation's entries first, then 60 % of the other moving entries to a random
    // installation of the cylinder's refrigerant: installations are numbered per refrigerant, so the pick is
    // an equality join on (refrigerant, number). Temp tables have no statistics until analysed.
    `create temp table bench_numbered as
       select id, refrigerant_id, row_number() over (partition by refrigerant_id order by id)::int as rn,
              count(*) over (partition by refrigerant_id)::int as per_gas
         from installations where id <> ${LOGBOOK_INSTALLATION}`,
    `create unique index on bench_numbered (refrigerant_id, rn)`,
    `create temp table bench_candidates as
       select k.n, k.deleted, c.refrigerant_id from bench_kind k join cylinders c on c.id = k.cylinder_id
        where k.mutation_type = any(${linkTypes})`,
    `create temp table bench_logbook as
       select n from bench_candidates
        where not deleted and refrigerant_id = (select refrigerant_id from installations where id = ${LOGBOOK_INSTALLATION})
        order by md5(n::text) limit ${LOGBOOK_ENTRIES}`,
    `analyze cylinders, installations, bench_numbered, bench_candidates, bench_logbook, bench_link_r`,
    `create temp table bench_link as
       select n, ${LOGBOOK_INSTALLATION} as installation_id from bench_logbook
       union all
       select t.n, i.id
         from (select c.n, c.refrigerant_id, 1 + least(floor(x.r_inst * g.per_gas)::int, g.per_gas - 1) as rn
                 from bench_candidates c join bench_link_r x on x.n = c.n
                 join (select distinct refrigerant_id, per_gas from bench_numbered) g on g.refrigerant_id = c.refrigerant_id
                where x.r_link < ${LINKED_SHARE} and not exists (select 1 from bench_logbook l where l.n = c.n)) t
         join bench_numbered i on i.refrigerant_id = t.refrigerant_id and i.rn = t.rn`,
    `create unique index on bench_link (n)`,
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
    // The log's secondary indexes and foreign keys are built once after the load (one sort, one join each)
    // instead of row by row; their definitions are read from the catalogue, so they come back exactly.
    `create temp table bench_deferred as
       select 'index' as kind, indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition
         from pg_index where indrelid = 'log_entries'::regclass and not indisprimary
          and not exists (select 1 from pg_constraint c where c.conindid = indexrelid)
       union all
       select 'foreign key', conname, 'alter table log_entries add constraint ' || quote_ident(conname) || ' ' || pg_get_constraintdef(oid)
         from pg_constraint where conrelid = 'log_entries'::regclass and contype = 'f'`,
    `do $$ declare d record; begin
       for d in select * from bench_deferred loop
         if d.kind = 'index' then execute 'drop index ' || d.name;
         else execute 'alter table log_entries drop constraint ' || quote_ident(d.name); end if;
       end loop; end $$`,
    // The log's per-row projections (the balance's per-year moves, the return check) are written once after
    // the load, like the stored totals. The year lock is off for the load too: no year is signed in a fresh
    // data set, and its per-row check (an advisory lock and a lookup per row) was most of the INSERT's time.
    `alter table log_entries disable trigger log_entries_year_moves, disable trigger log_entries_after_return,
       disable trigger log_entries_year_lock`,
    // Ids ascend with the date (as entered over time): live and deleted rows in one ordered insert.
    `insert into log_entries (cylinder_id, installation_id, mutation_type, work_order, weight, weight_before, weight_after, weight_gap,
                             note, user_id, entered_by_id, date, created_at, updated_at, deleted_at, deleted_by_id, delete_reason)
       select cylinder_id, l.installation_id, mutation_type, work_order, weight, weight_before, weight_after, weight_gap, note, user_id,
              entered_by_id, date, date + interval '3 minutes', date + interval '3 minutes', deleted_at, deleted_by_id, delete_reason
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
         left join bench_link l using (n)
        order by date, n`,
    `do $$ declare d record; begin
       for d in select * from bench_deferred order by kind desc loop execute d.definition; end loop; end $$`,
    `alter table log_entries enable trigger log_entries_year_moves, enable trigger log_entries_after_return,
       enable trigger log_entries_year_lock`,
    // The balance's per-year moves, as the trigger keeps them: one INSERT from one aggregate.
    `insert into cylinder_year_moves (cylinder_id, year, filled, recovered, gaps)
       select cylinder_id, extract(year from date at time zone 'Europe/Amsterdam')::int,
              coalesce(sum(weight) filter (where mutation_type like 'FILLUP%'), 0),
              coalesce(sum(weight) filter (where mutation_type like 'RECLAIM%'), 0),
              coalesce(sum(weight_gap) filter (where gap_explained_at is null), 0)
         from log_entries where deleted_at is null group by 1, 2`,
    // The stored totals, consistent with the log: one UPDATE from one aggregate.
    `update cylinders c
        set total_filled = s.filled, total_reclaimed = s.reclaimed, log_count = s.n, gap_count = s.gaps, last_log_date = s.last
       from (select cylinder_id,
                    coalesce(sum(weight) filter (where mutation_type like 'FILLUP%'), 0) as filled,
                    coalesce(sum(weight) filter (where mutation_type like 'RECLAIM%'), 0) as reclaimed,
                    count(*)::int as n, count(*) filter (where weight_gap is not null)::int as gaps, max(date) as last
               from log_entries where deleted_at is null group by cylinder_id) s
      where s.cylinder_id = c.id`,
    ...leakCheckSql(),
    `drop table bench_cyl, bench_gen, bench_kind, bench_w, bench_chain, bench_read, bench_live, bench_inst, bench_link_r, bench_link,
           bench_numbered, bench_candidates, bench_logbook, bench_deferred`,
    `vacuum analyze`,
  ];
}

/**
 * Leak checks of the installations that need them (the interval estimated here only spaces the checks; the
 * stored schedule comes from the app's own rules afterwards). A decommissioned installation's checks end a
 * month before it was closed; the fitter is one of the generated fitters.
 */
function leakCheckSql() {
  const fitter = (r) => `${ADMINS + 1} + floor(${r} * ${FITTERS})::int`;
  return [
    `create temp table bench_check_plan as
       select i.id as installation_id, i.installed_on, b.r_last, 1 + floor(b.r_checks * 4)::int as checks, p.months,
              case when i.status = 'DECOMMISSIONED' then i.decommissioned_on - 30 else current_date end as last_day
         from installations i join refrigerants r on r.id = i.refrigerant_id join bench_inst b on b.id = i.id
         cross join lateral (
           select case when r.type = 'HFO' then case when i.charge_kg >= 100 then 3 when i.charge_kg >= 10 then 6 when i.charge_kg >= 1 then 12 end
                       else case when i.charge_kg * r.gwp >= 500000 then 3 when i.charge_kg * r.gwp >= 50000 then 6
                                 when i.charge_kg * r.gwp >= 5000 then 12 end end
                  * case when i.leak_detection_system then 2 else 1 end as months) p
        where p.months is not null and b.r_checks >= 0.06`,
    `insert into leak_checks (installation_id, checked_on, user_id, entered_by_id, result, leak_location, repaired_on, repair_description,
                             note, created_at, updated_at)
       select installation_id, checked_on, ${fitter('r_user')}, ${fitter('r_user')},
              case when leak then 'LEAK_FOUND' else 'NO_LEAK' end, case when leak then 'Flare joint at the expansion valve' end,
              case when leak and checked_on < current_date then checked_on + 1 end, case when leak and checked_on < current_date then 'Joint remade, pressure test passed' end,
              null, checked_on + interval '15 hours', checked_on + interval '15 hours'
         from (select p.installation_id, ((p.last_day - floor(p.r_last * p.months * 36.5)::int) - make_interval(months => k * p.months))::date as checked_on,
                      p.installed_on, random() < 0.03 as leak, random() as r_user
                 from bench_check_plan p cross join lateral generate_series(0, p.checks - 1) k
                order by p.installation_id, k desc) c
        where installed_on is null or checked_on > installed_on`,
    // The re-check a week after each repair that a later regular check follows.
    `insert into leak_checks (installation_id, checked_on, user_id, entered_by_id, result, follow_up_of_id, note, created_at, updated_at)
       select l.installation_id, l.repaired_on + 7, l.user_id, l.user_id, 'NO_LEAK', l.id, 'Re-check after the repair',
              l.repaired_on + interval '7 days 15 hours', l.repaired_on + interval '7 days 15 hours'
         from leak_checks l
        where l.repaired_on is not null
          and exists (select 1 from leak_checks n where n.installation_id = l.installation_id and n.checked_on > l.repaired_on + 7)
        order by l.id`,
    `drop table bench_check_plan`,
  ];
}
