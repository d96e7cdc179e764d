import { ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../../users/user.entity';
import type { FieldChanges } from '../../domain';

/**
 * The columns every revision table shares (see RevisionTrail): each kind of record extends it with the
 * record it belongs to and the actions it knows.
 */
export abstract class Revision {
  [OptionalProps]?: 'changedAt' | 'changes' | 'reason';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'restrict', updateRule: 'cascade' })
  changedBy!: User;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  changedAt: Date = new Date();

  /** { field: { from, to } } */
  @Property({ type: 'json', columnType: 'jsonb' })
  changes: FieldChanges = {};

  @Property({ type: 'text', nullable: true })
  reason: string | null = null;
}
