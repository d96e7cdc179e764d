import { Migration } from '@mikro-orm/migrations';

export class Migration20261123184818 extends Migration {
  /** Idempotency keys (stored first answers of creating requests) and sign-in throttling windows, shared by every API instance. */
  override async up(): Promise<void> {
    this.addSql(
      `create table "idempotency_keys" ("owner_id" int not null, "key" varchar(255) not null, "route" varchar(200) not null, "fingerprint" varchar(64) not null, "status_code" smallint not null, "response_body" text not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, constraint "idempotency_keys_pkey" primary key ("owner_id", "key"));`,
    );
    this.addSql(`create index "idempotency_keys_expires_at_index" on "idempotency_keys" ("expires_at");`);

    this.addSql(
      `create table "login_attempts" ("key" varchar(300) not null, "count" int not null, "reset_at" timestamptz not null, constraint "login_attempts_pkey" primary key ("key"));`,
    );
    this.addSql(`create index "login_attempts_reset_at_index" on "login_attempts" ("reset_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "idempotency_keys" cascade;`);

    this.addSql(`drop table if exists "login_attempts" cascade;`);
  }
}
