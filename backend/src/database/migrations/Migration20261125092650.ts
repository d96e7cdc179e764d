import { Migration } from '@mikro-orm/migrations';

/** The company's year of a log entry's timestamp (as the year lock and the balance count it). */
const ENTRY_YEAR = (row: string) => `extract(year from ${row}.date at time zone 'Europe/Amsterdam')::int`;

/** A cylinder_balance row `p` that has a figure other than zero. */
const FIGURES = `(p.opening <> 0 or p.received <> 0 or p.filled <> 0 or p.recovered <> 0 or p.returned <> 0
  or p.unexplained <> 0 or p.closing <> 0)`;

export class Migration20261125092650 extends Migration {
  /**
   * The annual balance made bounded and its sign-off made whole:
   * - cylinder_year_moves: per cylinder and year what its live entries filled, recovered and left as
   *   unexplained gaps, kept by a trigger on log_entries in the write's own transaction and filled once
   *   from the log here. cylinder_balance_row(year, cylinder columns, moves) is one cylinder's balance row:
   *   the balance query (over cylinder_moves(year) for all cylinders at once) and the lock below
   *   (cylinder_balance, one cylinder) both ask it, so they cannot disagree.
   * - A move in a year before a signed year changes that signed year's opening while the cylinder is still
   *   held in it: refused (FGY01) like a write into the signed year itself.
   * - A cylinder edit, a new cylinder, a return or an erased cylinder that would change any signed year's
   *   row of that cylinder: refused (FGY01), after the shared year lock, so a sign-off cannot slip between.
   * - A returned cylinder takes no entry dated (company day) after its return (FGR01), and a return dated
   *   before a live entry is refused (FGR02): either would drop gas from every balance.
   */
  override async up(): Promise<void> {
    this.addSql(
      `create table "cylinder_year_moves" ("cylinder_id" int not null, "year" int not null, "filled" numeric(14,3) not null default 0, "recovered" numeric(14,3) not null default 0, "gaps" numeric(14,3) not null default 0, constraint "cylinder_year_moves_pkey" primary key ("cylinder_id", "year"));`,
    );
    this.addSql(
      `alter table "cylinder_year_moves" add constraint "cylinder_year_moves_cylinder_id_foreign" foreign key ("cylinder_id") references "cylinders" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`insert into cylinder_year_moves (cylinder_id, year, filled, recovered, gaps)
      select cylinder_id, ${ENTRY_YEAR('le')},
        coalesce(sum(weight) filter (where mutation_type like 'FILLUP%'), 0),
        coalesce(sum(weight) filter (where mutation_type like 'RECLAIM%'), 0),
        coalesce(sum(weight_gap) filter (where gap_explained_at is null), 0)
      from log_entries le where deleted_at is null group by 1, 2;`);

    // What each cylinder's live entries moved up to year y: before it (net) and in it. Grouped by cylinder,
    // so the balance aggregates it once for all, and a filter on one cylinder is pushed below the grouping.
    this.addSql(`create function cylinder_moves(y int)
  returns table (cylinder_id int, before_net numeric, filled numeric, recovered numeric, gaps numeric)
  language sql stable as $$
  select ym.cylinder_id,
    coalesce(sum(ym.recovered - ym.filled + ym.gaps) filter (where ym.year < y), 0),
    coalesce(sum(ym.filled) filter (where ym.year = y), 0),
    coalesce(sum(ym.recovered) filter (where ym.year = y), 0),
    coalesce(sum(ym.gaps) filter (where ym.year = y), 0)
  from cylinder_year_moves ym where ym.year <= y
  group by ym.cylinder_id
$$;`);

    // One cylinder's row of the annual balance (y: the year) from its columns and its moves (null: none), no
    // row once it was returned in an earlier year. The rules are domain/balance.ts's. Columns, not the
    // cylinder's whole row: the balance calls it for every cylinder.
    this.addSql(`create function cylinder_balance_row(y int, c_gas_type text, c_refrigerant_id int,
    c_delivery_weight numeric, c_tare_weight numeric, c_received_on date, c_created_at timestamptz, c_returned_on date,
    c_weight_at_return numeric, moved_before numeric, moved_filled numeric, moved_recovered numeric,
    moved_gaps numeric)
  returns table (gas_key text, gas text, gwp int, opening numeric, received numeric, filled numeric,
                 recovered numeric, returned numeric, unexplained numeric, closing numeric)
  language sql stable as $$
  select x.gas_key, x.gas, x.gwp, x.opening, x.received, x.filled, x.recovered,
    case when x.returned_now then x.returned_content else 0 end,
    x.gaps + case when x.returned_now then x.returned_content - x.end_books else 0 end,
    case when x.returned_now then 0 else x.end_books end
  from (
    select v.*, v.opening + v.received + v.recovered - v.filled + v.gaps as end_books
    from (
      select lower(coalesce(r.name, c_gas_type)) as gas_key, coalesce(r.name, c_gas_type) as gas, r.gwp,
        (case when rc.day < make_date(y, 1, 1) then c_delivery_weight - c_tare_weight else 0 end)
          + coalesce(moved_before, 0) as opening,
        (case when rc.day >= make_date(y, 1, 1) and rc.day < make_date(y + 1, 1, 1)
              then c_delivery_weight - c_tare_weight else 0 end) as received,
        coalesce(moved_filled, 0) as filled, coalesce(moved_recovered, 0) as recovered,
        coalesce(moved_gaps, 0) as gaps,
        (c_returned_on is not null and c_returned_on < make_date(y + 1, 1, 1)) as returned_now,
        c_weight_at_return - c_tare_weight as returned_content
      from (select coalesce(c_received_on, (c_created_at at time zone 'Europe/Amsterdam')::date) as day) rc
      left join refrigerants r on r.id = c_refrigerant_id
      where c_returned_on is null or c_returned_on >= make_date(y, 1, 1)
    ) v
  ) x
$$;`);

    // One cylinder's row as the balance has it (the lock on cylinders compares it before and after an edit).
    this.addSql(`create function cylinder_balance(c cylinders, y int)
  returns table (gas_key text, gas text, gwp int, opening numeric, received numeric, filled numeric,
                 recovered numeric, returned numeric, unexplained numeric, closing numeric)
  language sql stable as $$
  select p.* from (select 1) one
  left join cylinder_moves(y) m on m.cylinder_id = c.id
  cross join lateral cylinder_balance_row(y, c.gas_type, c.refrigerant_id, c.delivery_weight, c.tare_weight,
    c.received_on, c.created_at, c.returned_on, c.weight_at_return, m.before_net, m.filled, m.recovered,
    m.gaps) p
$$;`);

    this.addSql(`create function log_entries_year_moves() returns trigger language plpgsql as $$
declare
  part record;
begin
  for part in
    select d.cylinder_id, d.year, sum(d.filled) as filled, sum(d.recovered) as recovered, sum(d.gaps) as gaps
    from (
      select old.cylinder_id, ${ENTRY_YEAR('old')} as year,
        -(case when old.mutation_type like 'FILLUP%' then old.weight else 0 end) as filled,
        -(case when old.mutation_type like 'RECLAIM%' then old.weight else 0 end) as recovered,
        -(case when old.gap_explained_at is null then coalesce(old.weight_gap, 0) else 0 end) as gaps
      where tg_op <> 'INSERT' and old.deleted_at is null
      union all
      select new.cylinder_id, ${ENTRY_YEAR('new')},
        case when new.mutation_type like 'FILLUP%' then new.weight else 0 end,
        case when new.mutation_type like 'RECLAIM%' then new.weight else 0 end,
        case when new.gap_explained_at is null then coalesce(new.weight_gap, 0) else 0 end
      where tg_op <> 'DELETE' and new.deleted_at is null
    ) d
    group by d.cylinder_id, d.year
    having sum(d.filled) <> 0 or sum(d.recovered) <> 0 or sum(d.gaps) <> 0
  loop
    -- The year lock (before trigger) is held: a signed year from this one on, in which the cylinder is
    -- still held, would open with different stock.
    if exists (select 1 from year_sign_offs s join cylinders c on c.id = part.cylinder_id
               where s.year >= part.year
                 and (c.returned_on is null or extract(year from c.returned_on)::int >= s.year)) then
      raise exception 'a signed-off year would open with different stock' using errcode = 'FGY01';
    end if;
    insert into cylinder_year_moves as ym (cylinder_id, year, filled, recovered, gaps)
      values (part.cylinder_id, part.year, part.filled, part.recovered, part.gaps)
      on conflict (cylinder_id, year) do update
        set filled = ym.filled + excluded.filled, recovered = ym.recovered + excluded.recovered,
            gaps = ym.gaps + excluded.gaps;
  end loop;
  return null;
end $$;`);
    this.addSql(
      `create trigger log_entries_year_moves after insert or update or delete on log_entries for each row execute function log_entries_year_moves();`,
    );

    this.addSql(`create function log_entries_after_return() returns trigger language plpgsql as $$
declare
  returned date;
begin
  if new.deleted_at is null and (tg_op = 'INSERT' or new.date <> old.date or old.deleted_at is not null) then
    -- shared with the return's row lock: an entry and a return of the same cylinder never pass each other
    select returned_on into returned from cylinders where id = new.cylinder_id for share;
    if returned is not null and (new.date at time zone 'Europe/Amsterdam')::date > returned then
      raise exception 'the cylinder was returned on %', returned
        using errcode = 'FGR01', detail = returned::text;
    end if;
  end if;
  return new;
end $$;`);
    this.addSql(
      `create trigger log_entries_after_return before insert or update on log_entries for each row execute function log_entries_after_return();`,
    );

    this.addSql(`create function cylinders_year_lock() returns trigger language plpgsql as $$
declare
  signed int;
  last_entry date;
begin
  -- The stored totals move with every log entry: only the fields the balance reads need the lock.
  if tg_op = 'UPDATE' and (old.delivery_weight, old.tare_weight, old.received_on, old.created_at, old.gas_type,
        old.refrigerant_id, old.returned_on, old.weight_at_return)
      is not distinct from (new.delivery_weight, new.tare_weight, new.received_on, new.created_at, new.gas_type,
        new.refrigerant_id, new.returned_on, new.weight_at_return) then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.returned_on is not null and new.returned_on is distinct from old.returned_on then
    select (max(le.date) at time zone 'Europe/Amsterdam')::date into last_entry from log_entries le
      where le.cylinder_id = new.id and le.deleted_at is null
        and le.date >= (new.returned_on + 1)::timestamp at time zone 'Europe/Amsterdam';
    if last_entry is not null then
      raise exception 'the cylinder has an entry dated %', last_entry
        using errcode = 'FGR02', detail = last_entry::text;
    end if;
  end if;
  perform pg_advisory_xact_lock_shared(1414);
  -- A row of zeros changes no figure (its gas may show, or not, with zeros): only figures are compared.
  for signed in select year from year_sign_offs loop
    if (case when tg_op = 'INSERT' then null
             else (select array_agg(p::text) from cylinder_balance(old, signed) p where ${FIGURES}) end)
       is distinct from
       (case when tg_op = 'DELETE' then null
             else (select array_agg(p::text) from cylinder_balance(new, signed) p where ${FIGURES}) end) then
      raise exception 'the cylinder would change the balance of signed-off year %', signed using errcode = 'FGY01';
    end if;
  end loop;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end $$;`);
    this.addSql(
      `create trigger cylinders_year_lock before insert or update or delete on cylinders for each row execute function cylinders_year_lock();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger cylinders_year_lock on cylinders;`);
    this.addSql(`drop function cylinders_year_lock();`);
    this.addSql(`drop trigger log_entries_after_return on log_entries;`);
    this.addSql(`drop function log_entries_after_return();`);
    this.addSql(`drop trigger log_entries_year_moves on log_entries;`);
    this.addSql(`drop function log_entries_year_moves();`);
    this.addSql(`drop function cylinder_balance(cylinders, int);`);
    this.addSql(
      `drop function cylinder_balance_row(int, text, int, numeric, numeric, date, timestamptz, date, numeric, numeric, numeric, numeric, numeric);`,
    );
    this.addSql(`drop function cylinder_moves(int);`);
    this.addSql(`drop table if exists "cylinder_year_moves" cascade;`);
  }
}
