import { Migration } from '@mikro-orm/migrations';

export class Migration20261121035533 extends Migration {
  /** Trigram indexes for the cylinder list's search (ILIKE '%text%' on serial number, gas type, location). */
  override async up(): Promise<void> {
    // Trusted since PostgreSQL 13: the database owner may create it. Left in place by down().
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create index "cylinders_location_trgm_index" on "cylinders" using gin ("location" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "cylinders_gas_type_trgm_index" on "cylinders" using gin ("gas_type" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "cylinders_serial_number_trgm_index" on "cylinders" using gin ("serial_number" gin_trgm_ops);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "cylinders_location_trgm_index";`);
    this.addSql(`drop index "cylinders_gas_type_trgm_index";`);
    this.addSql(`drop index "cylinders_serial_number_trgm_index";`);
  }
}
