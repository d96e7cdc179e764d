import { Migration } from '@mikro-orm/migrations';

export class Migration20261125010000 extends Migration {
  /**
   * The count of finished writes that every API instance reads before serving cached dashboard figures. A
   * sequence: bumping it takes no row lock and belongs to no transaction, so writers never wait on it.
   */
  override async up(): Promise<void> {
    this.addSql(`create sequence "stats_writes";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop sequence if exists "stats_writes";`);
  }
}
