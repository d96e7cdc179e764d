import { Migration } from '@mikro-orm/migrations';

export class Migration20261125012756 extends Migration {
  /**
   * The owner's read-only links to an installation's logbook: the SHA-256 of each token (never the token),
   * who made it and when, and when and by whom it was revoked.
   */
  override async up(): Promise<void> {
    this.addSql(
      `create table "share_links" ("id" serial primary key, "installation_id" int not null, "token_hash" char(64) not null, "created_by_id" int not null, "created_at" timestamptz not null default now(), "revoked_at" timestamptz null, "revoked_by_id" int null);`,
    );
    this.addSql(
      `alter table "share_links" add constraint "share_links_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `create index "share_links_installation_index" on "share_links" ("installation_id", "created_at");`,
    );

    this.addSql(
      `alter table "share_links" add constraint "share_links_installation_id_foreign" foreign key ("installation_id") references "installations" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "share_links" add constraint "share_links_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "share_links" add constraint "share_links_revoked_by_id_foreign" foreign key ("revoked_by_id") references "users" ("id") on update cascade on delete restrict;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "share_links" cascade;`);
  }
}
