import { Migration } from '@mikro-orm/migrations';

export class Migration20261129025926 extends Migration {
  /**
   * Recovery cylinders: (1) a cylinder's capacity (kg), against which a recovery cylinder's fill level is
   * measured (it arrives empty, so its initial content says nothing); (2) the content origin RECOVERED,
   * the origin of every recovery (RECLAIM) cylinder and of no other. Recovery cylinders recorded before
   * held "VIRGIN" (the default): they become RECOVERED; a facility typed on one stays stored (never shown).
   */
  override async up(): Promise<void> {
    this.addSql(`alter table "cylinders" drop constraint if exists "cylinders_content_origin_check";`);
    this.addSql(`alter table "cylinders" drop constraint cylinders_origin_facility_check;`);
    this.addSql(`alter table "cylinders" add column "capacity" numeric(10,3) null;`);
    this.addSql(
      `alter table "cylinders" add constraint "cylinders_content_origin_check" check("content_origin" in ('VIRGIN', 'RECYCLED', 'RECLAIMED', 'RECOVERED'));`,
    );
    this.addSql(`update "cylinders" set "content_origin" = 'RECOVERED' where "cylinder_type" = 'RECLAIM';`);
    this.addSql(
      `alter table "cylinders" add constraint cylinders_capacity_check check(capacity is null or capacity > 0);`,
    );
    this.addSql(
      `alter table "cylinders" add constraint cylinders_recovered_origin_check check((cylinder_type = 'RECLAIM') = (content_origin = 'RECOVERED'));`,
    );
    this.addSql(
      `alter table "cylinders" add constraint cylinders_origin_facility_check check(content_origin = 'VIRGIN' or content_origin = 'RECOVERED' or origin_facility_name is not null);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "cylinders" drop constraint if exists "cylinders_content_origin_check";`);
    this.addSql(`alter table "cylinders" drop constraint cylinders_capacity_check;`);
    this.addSql(`alter table "cylinders" drop constraint cylinders_recovered_origin_check;`);
    this.addSql(`alter table "cylinders" drop constraint cylinders_origin_facility_check;`);
    this.addSql(`alter table "cylinders" drop column "capacity";`);
    this.addSql(
      `update "cylinders" set "content_origin" = case when "origin_facility_name" is null then 'VIRGIN' else 'RECYCLED' end where "content_origin" = 'RECOVERED';`,
    );
    this.addSql(
      `alter table "cylinders" add constraint "cylinders_content_origin_check" check("content_origin" in ('VIRGIN', 'RECYCLED', 'RECLAIMED'));`,
    );
    this.addSql(
      `alter table "cylinders" add constraint cylinders_origin_facility_check check(content_origin = 'VIRGIN' or origin_facility_name is not null);`,
    );
  }
}
