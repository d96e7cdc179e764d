import { Migration } from '@mikro-orm/migrations';

export class Migration20261129034449 extends Migration {
  /**
   * How a leak check was made (a detector, bubbles, UV dye, indirect, a fixed system), printed with its
   * instrument in the logbook. Checks recorded before keep null: "not recorded".
   */
  override async up(): Promise<void> {
    this.addSql(
      `alter table "leak_checks" add column "method" text check ("method" in ('ELECTRONIC_DETECTOR', 'BUBBLE_SOLUTION', 'UV_DYE', 'INDIRECT', 'LEAK_DETECTION_SYSTEM')) null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "leak_checks" drop column "method";`);
  }
}
