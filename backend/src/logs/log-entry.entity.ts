import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import { MUTATION_TYPES, type MutationType } from '../domain';
import { Cylinder } from '../cylinders/cylinder.entity';
import { User } from '../users/user.entity';
import { Instrument } from '../instruments/instrument.entity';
import { Installation } from '../installations/installation.entity';

/**
 * One mutation of a cylinder. Never physically deleted: a delete sets deletedAt/deletedBy/deleteReason and
 * an edit stores the earlier values as a LogEntryRevision.
 */
@Entity({ tableName: 'log_entries' })
@Check({ name: 'log_entries_weight_check', expression: 'weight >= 0' })
@Check({
  name: 'log_entries_gap_explanation_check',
  expression:
    '(gap_explained_at is null) = (gap_explanation is null) and (gap_explained_at is null) = (gap_explained_by_id is null) and (gap_explained_at is null or weight_gap is not null)',
})
@Index({ name: 'log_entries_cylinder_date_index', properties: ['cylinder', 'date', 'id'] })
@Index({ name: 'log_entries_date_index', properties: ['date'] })
@Index({ name: 'log_entries_user_index', properties: ['user'] })
@Index({ name: 'log_entries_installation_date_index', properties: ['installation', 'date', 'id'] })
export class LogEntry {
  [OptionalProps]?:
    | 'workOrder'
    | 'installation'
    | 'weightBefore'
    | 'weightAfter'
    | 'weightGap'
    | 'note'
    | 'date'
    | 'createdAt'
    | 'updatedAt'
    | 'revisionCount'
    | 'deletedAt'
    | 'deletedBy'
    | 'deleteReason'
    | 'gapExplainedAt'
    | 'gapExplainedBy'
    | 'gapExplanation'
    | 'fitterCertificateNumber'
    | 'companyCertificateNumber'
    | 'certificateWarning'
    | 'instrument'
    | 'instrumentOverdue'
    | 'servicingBanAcknowledged';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Cylinder, { deleteRule: 'restrict', updateRule: 'cascade' })
  cylinder!: Cylinder;

  @Enum({ items: () => [...MUTATION_TYPES] })
  mutationType!: MutationType;

  /** The installation the gas went into or came out of, when named. */
  @ManyToOne(() => Installation, { nullable: true, deleteRule: 'restrict', updateRule: 'cascade' })
  installation: Installation | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  workOrder: string | null = null;

  /** Quantity of refrigerant moved, kg, never negative; the direction comes from the type. */
  @Property({ type: 'decimal', columnType: 'numeric(10,3)' })
  weight!: string;

  @Property({ type: 'decimal', columnType: 'numeric(10,3)', nullable: true })
  weightBefore: string | null = null;

  @Property({ type: 'decimal', columnType: 'numeric(10,3)', nullable: true })
  weightAfter: string | null = null;

  /** weightBefore minus the previous entry's weightAfter, when beyond the tolerance; else null. */
  @Property({ type: 'decimal', columnType: 'numeric(10,3)', nullable: true })
  weightGap: string | null = null;

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  /** The fitter who did the work. */
  @ManyToOne(() => User, { deleteRule: 'restrict', updateRule: 'cascade' })
  user!: User;

  /** The account that entered the record. */
  @ManyToOne(() => User, { deleteRule: 'restrict', updateRule: 'cascade', index: true })
  enteredBy!: User;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  date: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Property({ type: 'integer', default: 0 })
  revisionCount: number = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deletedAt: Date | null = null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'restrict', updateRule: 'cascade' })
  deletedBy: User | null = null;

  @Property({ type: 'text', nullable: true })
  deleteReason: string | null = null;

  /**
   * An administrator's explanation of the weight gap: the gap stays (the record keeps what was weighed), but an explained gap no longer
   * counts on the cylinder (gap_count). Cleared when the gap value changes (edit, neighbour recomputation).
   */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  gapExplainedAt: Date | null = null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'restrict', updateRule: 'cascade' })
  gapExplainedBy: User | null = null;

  @Property({ type: 'text', nullable: true })
  gapExplanation: string | null = null;

  /**
   * The fitter's and the company's certificate numbers valid on the entry's date, copied when it is stored:
   * a later change of either certificate never rewrites what the record says.
   */
  @Property({ type: 'string', length: 100, nullable: true })
  fitterCertificateNumber: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  companyCertificateNumber: string | null = null;

  /** The fitter had no valid certificate on the entry's date (stored because blockUncertifiedWork was off). */
  @Property({ type: 'boolean', default: false })
  certificateWarning: boolean = false;

  /** A fill-up the servicing ban covers, stored because the fitter acknowledged the warning. */
  @Property({ type: 'boolean', default: false })
  servicingBanAcknowledged: boolean = false;

  /** The measuring instrument the entry was made with, when named; an instrument a record names is never erased. */
  @ManyToOne(() => Instrument, {
    nullable: true,
    deleteRule: 'restrict',
    updateRule: 'cascade',
    index: 'log_entries_instrument_index',
  })
  instrument: Instrument | null = null;

  /** The instrument's calibration was overdue on the entry's date (stored with it, like certificateWarning). */
  @Property({ type: 'boolean', default: false })
  instrumentOverdue: boolean = false;
}
