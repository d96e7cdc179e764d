import { Entity, Enum, ManyToOne, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import { LeakCheck } from './leak-check.entity';
import { User } from '../users/user.entity';

export const LEAK_CHECK_REVISION_ACTIONS = ['CREATE', 'EDIT', 'VOID'] as const;
export type LeakCheckRevisionAction = (typeof LEAK_CHECK_REVISION_ACTIONS)[number];

/** The audit trail of one leak check: who changed what, when, from which value to which. */
@Entity({ tableName: 'leak_check_revisions' })
export class LeakCheckRevision {
  [OptionalProps]?: 'changedAt' | 'changes' | 'reason';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => LeakCheck, { deleteRule: 'restrict', updateRule: 'cascade', index: true })
  leakCheck!: LeakCheck;

  @Enum({ items: () => [...LEAK_CHECK_REVISION_ACTIONS] })
  action!: LeakCheckRevisionAction;

  @ManyToOne(() => User, { deleteRule: 'restrict', updateRule: 'cascade' })
  changedBy!: User;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  changedAt: Date = new Date();

  /** { field: { from, to } } */
  @Property({ type: 'json', columnType: 'jsonb' })
  changes: Record<string, { from: unknown; to: unknown }> = {};

  @Property({ type: 'text', nullable: true })
  reason: string | null = null;
}
