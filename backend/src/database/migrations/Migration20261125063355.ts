import { Migration } from '@mikro-orm/migrations';

export class Migration20261125063355 extends Migration {
  /**
   * On every leak check the fitter's and the company's certificate numbers valid when it was made, and
   * whether it was stored without a valid fitter certificate.
   */
  override async up(): Promise<void> {
    this.addSql(
      `alter table "leak_checks" add column "fitter_certificate_number" varchar(100) null, add column "company_certificate_number" varchar(100) null, add column "certificate_warning" boolean not null default false;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "leak_checks" drop column "fitter_certificate_number", drop column "company_certificate_number", drop column "certificate_warning";`,
    );
  }
}
