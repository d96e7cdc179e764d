import { Migration } from '@mikro-orm/migrations';

export class Migration20261125063000 extends Migration {
  /**
   * Signed-off years, and the trigger that keeps their log entries as they were signed: inserting, changing
   * or deleting an entry dated (Europe/Amsterdam) in a signed year raises SQLSTATE FGY01. The check runs in
   * a statement of its own after the shared year lock (key 1414) is held, so it sees a sign-off that
   * committed while the write waited for it.
   */
  override async up(): Promise<void> {
    this.addSql(
      `create table "year_sign_offs" ("year" int not null, "signed_by_id" int not null, "signed_at" timestamptz not null default now(), constraint "year_sign_offs_pkey" primary key ("year"));`,
    );
    this.addSql(
      `alter table "year_sign_offs" add constraint "year_sign_offs_signed_by_id_foreign" foreign key ("signed_by_id") references "users" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(`create function log_entries_year_lock() returns trigger language plpgsql as $$
begin
  perform pg_advisory_xact_lock_shared(1414);
  if (tg_op <> 'INSERT' and exists (select 1 from year_sign_offs
        where year = extract(year from old.date at time zone 'Europe/Amsterdam')::int))
     or (tg_op <> 'DELETE' and exists (select 1 from year_sign_offs
        where year = extract(year from new.date at time zone 'Europe/Amsterdam')::int)) then
    raise exception 'log entries of a signed-off year cannot change' using errcode = 'FGY01';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end $$;`);
    this.addSql(
      `create trigger log_entries_year_lock before insert or update or delete on log_entries for each row execute function log_entries_year_lock();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger log_entries_year_lock on log_entries;`);
    this.addSql(`drop function log_entries_year_lock();`);
    this.addSql(`drop table if exists "year_sign_offs" cascade;`);
  }
}
