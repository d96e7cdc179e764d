import { Entity, Enum, ManyToOne } from '@mikro-orm/core';
import { Revision } from '../common/revisions/revision.entity';
import { LogEntry } from './log-entry.entity';

export const REVISION_ACTIONS = ['CREATE', 'EDIT', 'DELETE', 'EXPLAIN_GAP'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** The audit trail of one log entry: who changed what, when, from which value to which. */
@Entity({ tableName: 'log_entry_revisions' })
export class LogEntryRevision extends Revision {
  @ManyToOne(() => LogEntry, { deleteRule: 'restrict', updateRule: 'cascade', index: true })
  logEntry!: LogEntry;

  @Enum({ items: () => [...REVISION_ACTIONS] })
  action!: RevisionAction;
}
