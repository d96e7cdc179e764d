import { Migration } from '@mikro-orm/migrations';

export class Migration20261127001151 extends Migration {
  /**
   * The cylinder list's cost stops growing with the register: (1) the register's size is one stored row,
   * kept by statement triggers in the transaction of every insert, delete and truncate on cylinders
   * (counting 100,000 cylinders per filtered list request took longer than the page); (2) the sort by
   * current content walks an index on the same expression as `currentContentSql`, so a page reads its
   * matches in order and stops, instead of computing and sorting the content of every match.
   */
  override async up(): Promise<void> {
    this.addSql(
      `create table "cylinder_register_size" ("id" int not null, "total" int not null, constraint "cylinder_register_size_pkey" primary key ("id"), constraint cylinder_register_size_total_check check (total >= 0), constraint cylinder_register_size_one_row check (id = 1));`,
    );
    this.addSql(`insert into cylinder_register_size (id, total) select 1, count(*) from cylinders;`);
    this.addSql(`create function cylinders_register_size() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update cylinder_register_size set total = total + (select count(*) from added) where id = 1;
  elsif tg_op = 'DELETE' then
    update cylinder_register_size set total = total - (select count(*) from removed) where id = 1;
  else
    update cylinder_register_size set total = 0 where id = 1;
  end if;
  return null;
end $$;`);
    this.addSql(
      `create trigger cylinders_register_size_insert after insert on cylinders referencing new table as added for each statement execute function cylinders_register_size();`,
    );
    this.addSql(
      `create trigger cylinders_register_size_delete after delete on cylinders referencing old table as removed for each statement execute function cylinders_register_size();`,
    );
    this.addSql(
      `create trigger cylinders_register_size_truncate after truncate on cylinders for each statement execute function cylinders_register_size();`,
    );
    this.addSql(
      `create index "cylinders_current_content_index" on "cylinders" ((delivery_weight - tare_weight + total_reclaimed - total_filled), "id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "cylinders_current_content_index";`);
    this.addSql(`drop trigger if exists cylinders_register_size_truncate on cylinders;`);
    this.addSql(`drop trigger if exists cylinders_register_size_delete on cylinders;`);
    this.addSql(`drop trigger if exists cylinders_register_size_insert on cylinders;`);
    this.addSql(`drop function if exists cylinders_register_size();`);
    this.addSql(`drop table if exists "cylinder_register_size" cascade;`);
  }
}
