import { Entity, Enum, ManyToOne } from '@mikro-orm/core';
import { Revision } from '../common/revisions/revision.entity';
import { LeakCheck } from './leak-check.entity';

export const LEAK_CHECK_REVISION_ACTIONS = ['CREATE', 'EDIT', 'VOID'] as const;
export type LeakCheckRevisionAction = (typeof LEAK_CHECK_REVISION_ACTIONS)[number];

/** The audit trail of one leak check: who changed what, when, from which value to which. */
@Entity({ tableName: 'leak_check_revisions' })
export class LeakCheckRevision extends Revision {
  @ManyToOne(() => LeakCheck, { deleteRule: 'restrict', updateRule: 'cascade', index: true })
  leakCheck!: LeakCheck;

  @Enum({ items: () => [...LEAK_CHECK_REVISION_ACTIONS] })
  action!: LeakCheckRevisionAction;
}
