import { Migration } from '@mikro-orm/migrations';

/**
 * Every installation's stored leak-check schedule as the rule now reads (backend/src/domain/leak-check-schedule.ts
 * leakCheckSchedule, which every later write stores with), written in SQL of its own so that this migration
 * keeps meaning the same whatever the code becomes. A test runs it against installations stored by the app
 * (test/leak-check-due.e2e-spec.ts). Per installation, from its live (not voided) checks:
 * - the interval of its band (Art. 5: CO2e, or kilograms for HFOs; hermetic exemption), decommissioned ones
 *   included (they keep the interval they had);
 * - the leak found that waits for its repair: the first LEAK_FOUND check without a repair dated after the
 *   latest repair on record;
 * - the due date: none when exempt or decommissioned; else the last check (never checked: installed_on, or
 *   the day it was registered) plus the interval, earlier when a repaired leak waits for its follow-up
 *   (repaired_on + 1 month at the latest; a check from the day after the repair closes it).
 */
export const RECOMPUTE_LEAK_CHECK_SCHEDULES = `
with live as (select * from leak_checks where voided_at is null),
subject as (
  select i.id, i.status, i.installed_on, i.hermetically_sealed, i.leak_detection_system,
         (i.created_at at time zone 'Europe/Amsterdam')::date as registered_on,
         upper(btrim(r.type, E' \\t\\n\\r')) = 'HFO' as kg_banded,
         case when upper(btrim(r.type, E' \\t\\n\\r')) = 'HFO' then i.charge_kg * 1000
              when r.gwp is null then null
              else i.charge_kg * 1000 * r.gwp end as amount,
         (select max(l.checked_on) from live l where l.installation_id = i.id) as last_on,
         (select max(l.repaired_on) from live l where l.installation_id = i.id) as latest_repair,
         (select max(l.repaired_on) from live l where l.installation_id = i.id and l.result = 'LEAK_FOUND')
           as repaired_leak
    from installations i join refrigerants r on r.id = i.refrigerant_id
),
banded as (
  select s.*,
         case when s.amount is null then null
              when s.amount < case when s.kg_banded then 1000 else 5000000 end then null
              when s.hermetically_sealed and s.amount < case when s.kg_banded then 2000 else 10000000 end then null
              when s.amount >= case when s.kg_banded then 100000 else 500000000 end
                then case when s.leak_detection_system then 6 else 3 end
              when s.amount >= case when s.kg_banded then 10000 else 50000000 end
                then case when s.leak_detection_system then 12 else 6 end
              else case when s.leak_detection_system then 24 else 12 end end as months
    from subject s
),
schedule as (
  select b.id, b.months, b.last_on,
         case when b.months is null or b.status = 'DECOMMISSIONED' then null
              else least(
                (coalesce(b.last_on, b.installed_on, b.registered_on) + make_interval(months => b.months))::date,
                case when b.repaired_leak is not null and not exists (
                       select 1 from live l where l.installation_id = b.id and l.checked_on >= b.repaired_leak + 1)
                     then (b.repaired_leak + interval '1 month')::date end)
         end as next_due,
         (select min(l.checked_on) from live l
           where l.installation_id = b.id and l.result = 'LEAK_FOUND' and l.repaired_on is null
             and (b.latest_repair is null or l.checked_on > b.latest_repair)) as unrepaired_since
    from banded b
)
update installations i
   set leak_check_interval_months = s.months, last_leak_check_on = s.last_on,
       next_leak_check_due = s.next_due, leak_unrepaired_since = s.unrepaired_since
  from schedule s
 where s.id = i.id`;

export class Migration20261129031000 extends Migration {
  /**
   * A leak found and not repaired stands out (LEAK_UNREPAIRED, from the stored leak_unrepaired_since); an
   * installation never checked is due one interval after installation (it was never due before); a
   * decommissioned one keeps the interval it had and is never due. The partial index for "checked
   * installations by due date" goes: never-checked installations are on the due list now, and the full
   * due-date index serves it.
   */
  override async up(): Promise<void> {
    this.addSql(`alter table "installations" add column "leak_unrepaired_since" date null;`);
    this.addSql(`drop index if exists "installations_checked_due_index";`);
    this.addSql(RECOMPUTE_LEAK_CHECK_SCHEDULES);
  }

  override async down(): Promise<void> {
    this.addSql(
      `create index "installations_checked_due_index" on "installations" ("next_leak_check_due", "id") where "leak_check_interval_months" is not null and "last_leak_check_on" is not null;`,
    );
    this.addSql(`alter table "installations" drop column "leak_unrepaired_since";`);
  }
}
