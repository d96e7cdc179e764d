import { Entity, Enum, ManyToOne, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import { LogEntry } from './log-entry.entity';
import { User } from '../users/user.entity';

export const REVISION_ACTIONS = ['CREATE', 'EDIT', 'DELETE', 'EXPLAIN_GAP'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** The audit trail of one log entry: who changed what, when, from which value to which. */
@Entity({ tableName: 'log_entry_revisions' })
export class LogEntryRevision {
  [OptionalProps]?: 'changedAt' | 'changes' | 'reason';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => LogEntry, { deleteRule: 'restrict', updateRule: 'cascade', index: true })
  logEntry!: LogEntry;

  @Enum({ items: () => [...REVISION_ACTIONS] })
  action!: RevisionAction;

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
