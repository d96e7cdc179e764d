import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import {
  LEAK_CHECK_METHODS,
  LEAK_CHECK_RESULTS,
  type LeakCheckMethod,
  type LeakCheckResult,
} from '../domain';
import { Installation } from '../installations/installation.entity';
import { User } from '../users/user.entity';
import { Instrument } from '../instruments/instrument.entity';

/**
 * One leak check of an installation. Never physically deleted: an administrator corrects it (the earlier
 * values go into a LeakCheckRevision) or voids it (voidedAt/voidedBy/voidReason); a voided check no longer
 * counts in the installation's schedule.
 */
@Entity({ tableName: 'leak_checks' })
@Index({ name: 'leak_checks_installation_checked_on_index', properties: ['installation', 'checkedOn', 'id'] })
@Index({ name: 'leak_checks_user_index', properties: ['user'] })
export class LeakCheck {
  [OptionalProps]?:
    | 'leakLocation'
    | 'repairedOn'
    | 'repairDescription'
    | 'followUpOf'
    | 'note'
    | 'createdAt'
    | 'updatedAt'
    | 'revisionCount'
    | 'voidedAt'
    | 'voidedBy'
    | 'voidReason'
    | 'fitterCertificateNumber'
    | 'companyCertificateNumber'
    | 'certificateWarning'
    | 'instrument'
    | 'instrumentOverdue'
    | 'method';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Installation, { deleteRule: 'restrict', updateRule: 'cascade' })
  installation!: Installation;

  @Property({ type: 'date', columnType: 'date' })
  checkedOn!: string;

  /** The fitter who did the check. */
  @ManyToOne(() => User, { deleteRule: 'restrict', updateRule: 'cascade' })
  user!: User;

  /** The account that entered the record. */
  @ManyToOne(() => User, { deleteRule: 'restrict', updateRule: 'cascade' })
  enteredBy!: User;

  @Enum({ items: () => [...LEAK_CHECK_RESULTS] })
  result!: LeakCheckResult;

  @Property({ type: 'text', nullable: true })
  leakLocation: string | null = null;

  /** How the check was made; null when not recorded (checks recorded before it was asked). */
  @Enum({ items: () => [...LEAK_CHECK_METHODS], nullable: true })
  method: LeakCheckMethod | null = null;

  @Property({ type: 'date', columnType: 'date', nullable: true })
  repairedOn: string | null = null;

  @Property({ type: 'text', nullable: true })
  repairDescription: string | null = null;

  /** The check this one re-checks (after a repair), of the same installation. */
  @ManyToOne(() => LeakCheck, { nullable: true, deleteRule: 'restrict', updateRule: 'cascade', index: true })
  followUpOf: LeakCheck | null = null;

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Property({ type: 'integer', default: 0 })
  revisionCount: number = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  voidedAt: Date | null = null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'restrict', updateRule: 'cascade' })
  voidedBy: User | null = null;

  @Property({ type: 'text', nullable: true })
  voidReason: string | null = null;

  /** The fitter's and the company's certificate numbers when the check was stored; never rewritten. */
  @Property({ type: 'string', length: 100, nullable: true })
  fitterCertificateNumber: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  companyCertificateNumber: string | null = null;

  /** The fitter had no valid certificate on checkedOn (stored because blockUncertifiedWork was off). */
  @Property({ type: 'boolean', default: false })
  certificateWarning: boolean = false;

  /** The measuring instrument the check was made with, when named; an instrument a record names is never erased. */
  @ManyToOne(() => Instrument, {
    nullable: true,
    deleteRule: 'restrict',
    updateRule: 'cascade',
    index: 'leak_checks_instrument_index',
  })
  instrument: Instrument | null = null;

  /** The instrument's calibration was overdue on the check's date (stored with it, like certificateWarning). */
  @Property({ type: 'boolean', default: false })
  instrumentOverdue: boolean = false;
}
