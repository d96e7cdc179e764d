import { Migration } from '@mikro-orm/migrations';

export class Migration20261129030439 extends Migration {
  /**
   * A customer's KvK number and its postcode and city as fields of their own (an inspector and an invoice
   * want them apart). `address` stays: existing customers keep their whole address there, and clients
   * that write only `address` go on working.
   */
  override async up(): Promise<void> {
    this.addSql(
      `alter table "customers" add column "postcode" varchar(20) null, add column "city" varchar(100) null, add column "kvk_number" varchar(8) null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "customers" drop column "postcode", drop column "city", drop column "kvk_number";`,
    );
  }
}
