import { Migration } from '@mikro-orm/migrations';

export class Migration20261125062346 extends Migration {
  /**
   * Certificates: the company's (settings) and each fitter's (users) with their last valid day, the setting
   * that refuses uncertified work, and on every log entry the certificate numbers valid when it was made,
   * whether it was stored without a valid fitter certificate, and whether a servicing-ban warning was
   * acknowledged.
   */
  override async up(): Promise<void> {
    this.addSql(
      `alter table "app_settings" add column "company_certificate_number" varchar(100) null, add column "company_certificate_body" varchar(200) null, add column "company_certificate_valid_until" date null, add column "block_uncertified_work" boolean not null default false;`,
    );

    this.addSql(
      `alter table "users" add column "certificate_number" varchar(100) null, add column "certificate_category" varchar(50) null, add column "certificate_valid_until" date null;`,
    );

    this.addSql(
      `alter table "log_entries" add column "fitter_certificate_number" varchar(100) null, add column "company_certificate_number" varchar(100) null, add column "certificate_warning" boolean not null default false, add column "servicing_ban_acknowledged" boolean not null default false;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "app_settings" drop column "company_certificate_number", drop column "company_certificate_body", drop column "company_certificate_valid_until", drop column "block_uncertified_work";`,
    );

    this.addSql(
      `alter table "users" drop column "certificate_number", drop column "certificate_category", drop column "certificate_valid_until";`,
    );

    this.addSql(
      `alter table "log_entries" drop column "fitter_certificate_number", drop column "company_certificate_number", drop column "certificate_warning", drop column "servicing_ban_acknowledged";`,
    );
  }
}
