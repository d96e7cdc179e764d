import { Migration } from '@mikro-orm/migrations';

export class Migration20261129030401 extends Migration {
  /**
   * A share link's optional label (who it was given to, what for) and last day: with several links of one
   * installation the administrator tells them apart, and a link given for an inspection stops by itself.
   */
  override async up(): Promise<void> {
    this.addSql(
      `alter table "share_links" add column "label" varchar(100) null, add column "expires_on" date null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "share_links" drop column "label", drop column "expires_on";`);
  }
}
