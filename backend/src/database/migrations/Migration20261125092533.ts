import { Migration } from '@mikro-orm/migrations';

export class Migration20261125092533 extends Migration {
  /**
   * The measuring-instrument register, and on every log entry and leak check the instrument it was made
   * with and whether that instrument's calibration was overdue on its date.
   */
  override async up(): Promise<void> {
    this.addSql(
      `create table "instruments" ("id" serial primary key, "kind" text check ("kind" in ('SCALE', 'LEAK_DETECTOR', 'PRESSURE_GAUGE', 'VACUUM_GAUGE', 'THERMOMETER')) not null, "serial_number" varchar(100) not null, "make" varchar(200) null, "calibrated_on" date null, "calibration_due" date null, "created_at" timestamptz not null default now(), constraint instruments_calibration_order_check check (calibration_due is null or calibrated_on is null or calibration_due >= calibrated_on));`,
    );
    this.addSql(`create index "instruments_calibration_due_index" on "instruments" ("calibration_due");`);
    this.addSql(
      `alter table "instruments" add constraint "instruments_kind_serial_unique" unique ("kind", "serial_number");`,
    );

    this.addSql(
      `alter table "log_entries" add column "instrument_id" int null, add column "instrument_overdue" boolean not null default false;`,
    );
    this.addSql(
      `alter table "log_entries" add constraint "log_entries_instrument_id_foreign" foreign key ("instrument_id") references "instruments" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(`create index "log_entries_instrument_index" on "log_entries" ("instrument_id");`);

    this.addSql(
      `alter table "leak_checks" add column "instrument_id" int null, add column "instrument_overdue" boolean not null default false;`,
    );
    this.addSql(
      `alter table "leak_checks" add constraint "leak_checks_instrument_id_foreign" foreign key ("instrument_id") references "instruments" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(`create index "leak_checks_instrument_index" on "leak_checks" ("instrument_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "log_entries" drop constraint "log_entries_instrument_id_foreign";`);

    this.addSql(`alter table "leak_checks" drop constraint "leak_checks_instrument_id_foreign";`);

    this.addSql(`drop table if exists "instruments" cascade;`);

    this.addSql(`drop index "log_entries_instrument_index";`);
    this.addSql(`alter table "log_entries" drop column "instrument_id", drop column "instrument_overdue";`);

    this.addSql(`drop index "leak_checks_instrument_index";`);
    this.addSql(`alter table "leak_checks" drop column "instrument_id", drop column "instrument_overdue";`);
  }
}
