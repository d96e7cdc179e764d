import { Migration } from '@mikro-orm/migrations';

export class Migration20261127000000 extends Migration {
  /**
   * The dashboard no longer counts finished writes in a sequence (one statement after every write request):
   * it compares PostgreSQL's current snapshot instead, which every commit moves on by itself.
   */
  override async up(): Promise<void> {
    this.addSql(`drop sequence if exists "stats_writes";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create sequence if not exists "stats_writes";`);
  }
}
