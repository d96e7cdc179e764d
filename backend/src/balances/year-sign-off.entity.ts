import { Entity, ManyToOne, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/**
 * An administrator signed a year's balance off: from then on no log entry dated in that year (company time)
 * can be created, changed or deleted. The database enforces it (trigger log_entries_year_lock), so every
 * write path is covered in the transaction of the write itself.
 */
@Entity({ tableName: 'year_sign_offs' })
export class YearSignOff {
  [OptionalProps]?: 'signedAt';

  @PrimaryKey({ type: 'integer', autoincrement: false })
  year!: number;

  @ManyToOne(() => User, { deleteRule: 'restrict', updateRule: 'cascade' })
  signedBy!: User;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  signedAt: Date = new Date();
}
