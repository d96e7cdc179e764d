import { Migration } from '@mikro-orm/migrations';

export class Migration20261121021924 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "log_entry_revisions" drop constraint if exists "log_entry_revisions_action_check";`,
    );

    this.addSql(
      `alter table "log_entries" add column "gap_explained_at" timestamptz null, add column "gap_explained_by_id" int null, add column "gap_explanation" text null;`,
    );
    this.addSql(
      `alter table "log_entries" add constraint "log_entries_gap_explained_by_id_foreign" foreign key ("gap_explained_by_id") references "users" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "log_entries" add constraint log_entries_gap_explanation_check check((gap_explained_at is null) = (gap_explanation is null) and (gap_explained_at is null) = (gap_explained_by_id is null) and (gap_explained_at is null or weight_gap is not null));`,
    );

    this.addSql(
      `alter table "log_entry_revisions" add constraint "log_entry_revisions_action_check" check("action" in ('CREATE', 'EDIT', 'DELETE', 'EXPLAIN_GAP'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "log_entries" drop constraint "log_entries_gap_explained_by_id_foreign";`);

    this.addSql(
      `alter table "log_entry_revisions" drop constraint if exists "log_entry_revisions_action_check";`,
    );

    this.addSql(`alter table "log_entries" drop constraint log_entries_gap_explanation_check;`);
    this.addSql(
      `alter table "log_entries" drop column "gap_explained_at", drop column "gap_explained_by_id", drop column "gap_explanation";`,
    );

    this.addSql(
      `alter table "log_entry_revisions" add constraint "log_entry_revisions_action_check" check("action" in ('CREATE', 'EDIT', 'DELETE'));`,
    );
  }
}
