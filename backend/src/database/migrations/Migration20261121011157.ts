import { Migration } from '@mikro-orm/migrations';

export class Migration20261121011157 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "app_settings" ("id" int not null default 1, "registration_open" boolean not null default true, "weight_gap_tolerance" numeric(6,3) not null default 0.05, "organisation_name" varchar(200) not null default '', "public_url" varchar(500) null, "updated_at" timestamptz not null default now(), constraint "app_settings_pkey" primary key ("id"));`,
    );
    this.addSql(`insert into "app_settings" ("id") values (1);`);

    this.addSql(
      `create table "refrigerants" ("id" serial primary key, "name" varchar(60) not null, "type" text check ("type" in ('HFC', 'HCFC', 'CFC', 'HFO', 'Natural', 'Other')) not null, "gwp" int null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create unique index "refrigerants_name_lower_unique" on "refrigerants" (lower("name"));`);

    this.addSql(
      `create table "suppliers" ("id" serial primary key, "name" varchar(200) not null, "contact_person" varchar(200) null, "email" varchar(254) null, "phone" varchar(50) null, "address" text null, "created_at" timestamptz not null default now());`,
    );

    this.addSql(
      `create table "cylinders" ("id" serial primary key, "serial_number" varchar(100) not null, "gas_type" varchar(60) not null, "refrigerant_id" int null, "supplier_id" int null, "delivery_weight" numeric(10,3) not null, "tare_weight" numeric(10,3) not null, "cylinder_type" text check ("cylinder_type" in ('FILL_UP', 'RECLAIM')) not null default 'FILL_UP', "status" text check ("status" in ('ACTIVE', 'INACTIVE', 'MAINTENANCE', 'DECOMMISSIONED')) not null default 'ACTIVE', "ownership" text check ("ownership" in ('KOOP', 'HUUR')) not null default 'KOOP', "location" varchar(200) null, "purchase_date" date null, "total_filled" numeric(12,3) not null default 0, "total_reclaimed" numeric(12,3) not null default 0, "log_count" int not null default 0, "gap_count" int not null default 0, "last_log_date" timestamptz null, "version" int not null default 1, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint cylinders_totals_check check (total_filled >= 0 and total_reclaimed >= 0), constraint cylinders_weights_check check (tare_weight >= 0 and delivery_weight >= tare_weight));`,
    );
    this.addSql(`create index "cylinders_refrigerant_id_index" on "cylinders" ("refrigerant_id");`);
    this.addSql(`create index "cylinders_supplier_id_index" on "cylinders" ("supplier_id");`);
    this.addSql(`create index "cylinders_created_at_index" on "cylinders" ("created_at");`);
    this.addSql(`create index "cylinders_status_index" on "cylinders" ("status");`);
    this.addSql(`create index "cylinders_gas_type_index" on "cylinders" ("gas_type");`);
    this.addSql(
      `create unique index "cylinders_serial_number_lower_unique" on "cylinders" (lower("serial_number"));`,
    );

    this.addSql(
      `create table "users" ("id" serial primary key, "name" varchar(120) not null, "email" varchar(254) not null, "password_hash" varchar(255) not null, "role" text check ("role" in ('ADMIN', 'MONTEUR')) not null default 'MONTEUR', "active" boolean not null default true, "token_version" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create unique index "users_email_lower_unique" on "users" (lower("email"));`);

    this.addSql(
      `create table "log_entries" ("id" serial primary key, "cylinder_id" int not null, "mutation_type" text check ("mutation_type" in ('RECLAIM_RETROFIT', 'RECLAIM_MAINTENANCE', 'RECLAIM_DECOMMISSION', 'RECLAIM_WEIGH', 'RECLAIM_VACUUM', 'RECLAIM_TRANSFER', 'FILLUP_RETROFIT', 'FILLUP_NEW_CONSTRUCTION', 'FILLUP_LEAKAGE', 'FILLUP_WEIGH', 'INSPECTION', 'MOVED', 'MAINTENANCE', 'OTHER')) not null, "work_order" varchar(100) null, "weight" numeric(10,3) not null, "weight_before" numeric(10,3) null, "weight_after" numeric(10,3) null, "weight_gap" numeric(10,3) null, "note" text null, "user_id" int not null, "entered_by_id" int not null, "date" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "revision_count" int not null default 0, "deleted_at" timestamptz null, "deleted_by_id" int null, "delete_reason" text null, constraint log_entries_weight_check check (weight >= 0));`,
    );
    this.addSql(`create index "log_entries_entered_by_id_index" on "log_entries" ("entered_by_id");`);
    this.addSql(`create index "log_entries_user_index" on "log_entries" ("user_id");`);
    this.addSql(`create index "log_entries_date_index" on "log_entries" ("date");`);
    this.addSql(
      `create index "log_entries_cylinder_date_index" on "log_entries" ("cylinder_id", "date", "id");`,
    );

    this.addSql(
      `create table "log_entry_revisions" ("id" serial primary key, "log_entry_id" int not null, "action" text check ("action" in ('CREATE', 'EDIT', 'DELETE')) not null, "changed_by_id" int not null, "changed_at" timestamptz not null default now(), "changes" jsonb not null, "reason" text null);`,
    );
    this.addSql(
      `create index "log_entry_revisions_log_entry_id_index" on "log_entry_revisions" ("log_entry_id");`,
    );

    this.addSql(
      `alter table "cylinders" add constraint "cylinders_refrigerant_id_foreign" foreign key ("refrigerant_id") references "refrigerants" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "cylinders" add constraint "cylinders_supplier_id_foreign" foreign key ("supplier_id") references "suppliers" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "log_entries" add constraint "log_entries_cylinder_id_foreign" foreign key ("cylinder_id") references "cylinders" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "log_entries" add constraint "log_entries_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "log_entries" add constraint "log_entries_entered_by_id_foreign" foreign key ("entered_by_id") references "users" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "log_entries" add constraint "log_entries_deleted_by_id_foreign" foreign key ("deleted_by_id") references "users" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "log_entry_revisions" add constraint "log_entry_revisions_log_entry_id_foreign" foreign key ("log_entry_id") references "log_entries" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "log_entry_revisions" add constraint "log_entry_revisions_changed_by_id_foreign" foreign key ("changed_by_id") references "users" ("id") on update cascade on delete restrict;`,
    );
  }
}
