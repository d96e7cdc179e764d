import { Migration } from '@mikro-orm/migrations';

export class Migration20261125062000 extends Migration {
  /** Cylinder life: receipt, rental period, retest date and the return to the supplier. */
  override async up(): Promise<void> {
    this.addSql(
      `alter table "cylinders" add column "received_on" date null, add column "delivery_reference" varchar(100) null, add column "rental_free_until" date null, add column "rental_return_by" date null, add column "retest_due" date null, add column "returned_on" date null, add column "weight_at_return" numeric(10,3) null, add column "return_reference" varchar(100) null;`,
    );
    this.addSql(
      `alter table "cylinders" add constraint cylinders_return_check check ((returned_on is null) = (weight_at_return is null) and (weight_at_return is null or weight_at_return >= tare_weight));`,
    );
    this.addSql(
      `alter table "cylinders" add constraint cylinders_rental_check check (ownership = 'HUUR' or (rental_free_until is null and rental_return_by is null));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "cylinders" drop constraint cylinders_return_check;`);
    this.addSql(`alter table "cylinders" drop constraint cylinders_rental_check;`);
    this.addSql(
      `alter table "cylinders" drop column "received_on", drop column "delivery_reference", drop column "rental_free_until", drop column "rental_return_by", drop column "retest_due", drop column "returned_on", drop column "weight_at_return", drop column "return_reference";`,
    );
  }
}
