import { Migration } from '@mikro-orm/migrations';

export class Migration20261125003330 extends Migration {
  /**
   * Customers, installations (with their stored leak-check schedule), leak checks with their history, the
   * installation of a log entry, a cylinder's content origin and the setting requireInstallation.
   */
  override async up(): Promise<void> {
    this.addSql(
      `create table "customers" ("id" serial primary key, "name" varchar(200) not null, "address" varchar(500) null, "contact_person" varchar(200) null, "email" varchar(254) null, "phone" varchar(50) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "customers_name_lower_index" on "customers" (lower("name"));`);

    this.addSql(
      `create table "installations" ("id" serial primary key, "customer_id" int not null, "name" varchar(200) not null, "address" varchar(500) null, "category" text check ("category" in ('REFRIGERATION', 'AIR_CONDITIONING', 'HEAT_PUMP', 'OTHER')) not null default 'OTHER', "manufacturer" varchar(200) null, "model" varchar(200) null, "serial_number" varchar(100) null, "refrigerant_id" int not null, "charge_kg" numeric(10,3) not null, "installed_on" date null, "hermetically_sealed" boolean not null default false, "leak_detection_system" boolean not null default false, "status" text check ("status" in ('ACTIVE', 'DECOMMISSIONED')) not null default 'ACTIVE', "leak_check_interval_months" int null, "last_leak_check_on" date null, "next_leak_check_due" date null, "decommissioned_on" date null, "gas_destination" text check ("gas_destination" in ('RECOVERED_INTO_CYLINDERS', 'SENT_FOR_RECLAMATION', 'SENT_FOR_DESTRUCTION', 'OTHER')) null, "decommission_note" text null, "decommissioned_by_id" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint installations_decommission_check check ((status = 'DECOMMISSIONED') = (decommissioned_on is not null)), constraint installations_charge_check check (charge_kg > 0));`,
    );
    this.addSql(`create index "installations_customer_id_index" on "installations" ("customer_id");`);
    this.addSql(`create index "installations_refrigerant_id_index" on "installations" ("refrigerant_id");`);
    this.addSql(`create index "installations_status_index" on "installations" ("status");`);
    this.addSql(
      `create index "installations_next_leak_check_due_index" on "installations" ("next_leak_check_due", "id");`,
    );
    this.addSql(
      `create unique index "installations_customer_name_unique" on "installations" ("customer_id", lower("name"));`,
    );

    this.addSql(
      `create table "leak_checks" ("id" serial primary key, "installation_id" int not null, "checked_on" date not null, "user_id" int not null, "entered_by_id" int not null, "result" text check ("result" in ('NO_LEAK', 'LEAK_FOUND')) not null, "leak_location" text null, "repaired_on" date null, "repair_description" text null, "follow_up_of_id" int null, "note" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "revision_count" int not null default 0, "voided_at" timestamptz null, "voided_by_id" int null, "void_reason" text null);`,
    );
    this.addSql(`create index "leak_checks_follow_up_of_id_index" on "leak_checks" ("follow_up_of_id");`);
    this.addSql(`create index "leak_checks_user_index" on "leak_checks" ("user_id");`);
    this.addSql(
      `create index "leak_checks_installation_checked_on_index" on "leak_checks" ("installation_id", "checked_on", "id");`,
    );

    this.addSql(
      `create table "leak_check_revisions" ("id" serial primary key, "leak_check_id" int not null, "action" text check ("action" in ('CREATE', 'EDIT', 'VOID')) not null, "changed_by_id" int not null, "changed_at" timestamptz not null default now(), "changes" jsonb not null, "reason" text null);`,
    );
    this.addSql(
      `create index "leak_check_revisions_leak_check_id_index" on "leak_check_revisions" ("leak_check_id");`,
    );

    this.addSql(
      `alter table "installations" add constraint "installations_customer_id_foreign" foreign key ("customer_id") references "customers" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "installations" add constraint "installations_refrigerant_id_foreign" foreign key ("refrigerant_id") references "refrigerants" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "installations" add constraint "installations_decommissioned_by_id_foreign" foreign key ("decommissioned_by_id") references "users" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "leak_checks" add constraint "leak_checks_installation_id_foreign" foreign key ("installation_id") references "installations" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "leak_checks" add constraint "leak_checks_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "leak_checks" add constraint "leak_checks_entered_by_id_foreign" foreign key ("entered_by_id") references "users" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "leak_checks" add constraint "leak_checks_follow_up_of_id_foreign" foreign key ("follow_up_of_id") references "leak_checks" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "leak_checks" add constraint "leak_checks_voided_by_id_foreign" foreign key ("voided_by_id") references "users" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "leak_check_revisions" add constraint "leak_check_revisions_leak_check_id_foreign" foreign key ("leak_check_id") references "leak_checks" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "leak_check_revisions" add constraint "leak_check_revisions_changed_by_id_foreign" foreign key ("changed_by_id") references "users" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "app_settings" add column "require_installation" boolean not null default false;`,
    );

    this.addSql(
      `alter table "cylinders" add column "content_origin" text check ("content_origin" in ('VIRGIN', 'RECYCLED', 'RECLAIMED')) not null default 'VIRGIN', add column "origin_facility_name" varchar(200) null, add column "origin_facility_address" varchar(500) null, add column "origin_facility_certificate_number" varchar(100) null;`,
    );
    this.addSql(
      `alter table "cylinders" add constraint cylinders_origin_facility_check check(content_origin = 'VIRGIN' or origin_facility_name is not null);`,
    );

    this.addSql(`alter table "log_entries" add column "installation_id" int null;`);
    this.addSql(
      `alter table "log_entries" add constraint "log_entries_installation_id_foreign" foreign key ("installation_id") references "installations" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `create index "log_entries_installation_date_index" on "log_entries" ("installation_id", "date", "id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "installations" drop constraint "installations_customer_id_foreign";`);

    this.addSql(`alter table "log_entries" drop constraint "log_entries_installation_id_foreign";`);

    this.addSql(`alter table "leak_checks" drop constraint "leak_checks_installation_id_foreign";`);

    this.addSql(`alter table "leak_checks" drop constraint "leak_checks_follow_up_of_id_foreign";`);

    this.addSql(
      `alter table "leak_check_revisions" drop constraint "leak_check_revisions_leak_check_id_foreign";`,
    );

    this.addSql(`drop table if exists "customers" cascade;`);

    this.addSql(`drop table if exists "installations" cascade;`);

    this.addSql(`drop table if exists "leak_checks" cascade;`);

    this.addSql(`drop table if exists "leak_check_revisions" cascade;`);

    this.addSql(`alter table "app_settings" drop column "require_installation";`);

    this.addSql(`alter table "cylinders" drop constraint cylinders_origin_facility_check;`);
    this.addSql(
      `alter table "cylinders" drop column "content_origin", drop column "origin_facility_name", drop column "origin_facility_address", drop column "origin_facility_certificate_number";`,
    );

    this.addSql(`drop index "log_entries_installation_date_index";`);
    this.addSql(`alter table "log_entries" drop column "installation_id";`);
  }
}
