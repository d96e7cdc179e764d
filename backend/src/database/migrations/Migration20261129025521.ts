import { Migration } from '@mikro-orm/migrations';

export class Migration20261129025521 extends Migration {
  /**
   * Self-registration becomes the admin's decision: `registration_open` null means "no admin has decided"
   * (off by default, on under REGISTRATION=open). A stored true was the old default, never told apart from
   * an admin's choice, so it becomes null: with REGISTRATION=open nothing changes, without it registration
   * closes until an admin opens it. A stored false (an admin closed it) stays.
   */
  override async up(): Promise<void> {
    this.addSql(`alter table "app_settings" alter column "registration_open" drop not null;`);
    this.addSql(`alter table "app_settings" alter column "registration_open" drop default;`);
    this.addSql(`update "app_settings" set "registration_open" = null where "registration_open";`);
  }

  override async down(): Promise<void> {
    this.addSql(`update "app_settings" set "registration_open" = true where "registration_open" is null;`);
    this.addSql(`alter table "app_settings" alter column "registration_open" set default true;`);
    this.addSql(`alter table "app_settings" alter column "registration_open" set not null;`);
  }
}
