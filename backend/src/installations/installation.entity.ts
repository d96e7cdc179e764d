import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import {
  GAS_DESTINATIONS,
  INSTALLATION_CATEGORIES,
  INSTALLATION_STATUSES,
  type GasDestination,
  type InstallationCategory,
  type InstallationStatus,
} from '../domain';
import { Customer } from '../customers/customer.entity';
import { Refrigerant } from '../refrigerants/refrigerant.entity';
import { User } from '../users/user.entity';

/**
 * One independent refrigerant circuit at a customer's site. The leak-check schedule (interval, last check,
 * next due) is stored on the row and rewritten in the same transaction as every write that changes it
 * (the installation itself, its leak checks, its refrigerant's GWP or type), so the due list filters and
 * sorts on an index instead of recomputing every installation's checks; the status against today (OK,
 * DUE_SOON, OVERDUE) is one SQL comparison on the stored date, and LEAK_UNREPAIRED a stored date of its own.
 */
@Entity({ tableName: 'installations' })
@Index({
  name: 'installations_customer_name_unique',
  expression:
    'create unique index "installations_customer_name_unique" on "installations" ("customer_id", lower("name"))',
})
// The due list (overdue, due soon) walks the installations by due date. Never-checked ones are due too
// (one interval after installation), and decommissioned or exempt ones have no due date, so the whole index
// serves it.
@Index({ name: 'installations_next_leak_check_due_index', properties: ['nextLeakCheckDue', 'id'] })
@Index({ name: 'installations_status_index', properties: ['status'] })
@Check({ name: 'installations_charge_check', expression: 'charge_kg > 0' })
@Check({
  name: 'installations_decommission_check',
  expression: "(status = 'DECOMMISSIONED') = (decommissioned_on is not null)",
})
export class Installation {
  [OptionalProps]?:
    | 'address'
    | 'category'
    | 'manufacturer'
    | 'model'
    | 'serialNumber'
    | 'installedOn'
    | 'hermeticallySealed'
    | 'leakDetectionSystem'
    | 'status'
    | 'leakCheckIntervalMonths'
    | 'lastLeakCheckOn'
    | 'nextLeakCheckDue'
    | 'leakUnrepairedSince'
    | 'decommissionedOn'
    | 'gasDestination'
    | 'decommissionNote'
    | 'decommissionedBy'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Customer, { deleteRule: 'restrict', updateRule: 'cascade', index: true })
  customer!: Customer;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 500, nullable: true })
  address: string | null = null;

  @Enum({ items: () => [...INSTALLATION_CATEGORIES], default: 'OTHER' })
  category: InstallationCategory = 'OTHER';

  @Property({ type: 'string', length: 200, nullable: true })
  manufacturer: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  model: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  serialNumber: string | null = null;

  @ManyToOne(() => Refrigerant, { deleteRule: 'restrict', updateRule: 'cascade', index: true })
  refrigerant!: Refrigerant;

  /** The nominal charge of the circuit, kg, exact to the gram. */
  @Property({ type: 'decimal', columnType: 'numeric(10,3)' })
  chargeKg!: string;

  @Property({ type: 'date', columnType: 'date', nullable: true })
  installedOn: string | null = null;

  @Property({ type: 'boolean', default: false })
  hermeticallySealed: boolean = false;

  @Property({ type: 'boolean', default: false })
  leakDetectionSystem: boolean = false;

  @Enum({ items: () => [...INSTALLATION_STATUSES], default: 'ACTIVE' })
  status: InstallationStatus = 'ACTIVE';

  /** Stored schedule (see the class comment): months between checks, null when none is required. */
  @Property({ type: 'integer', nullable: true })
  leakCheckIntervalMonths: number | null = null;

  @Property({ type: 'date', columnType: 'date', nullable: true })
  lastLeakCheckOn: string | null = null;

  @Property({ type: 'date', columnType: 'date', nullable: true })
  nextLeakCheckDue: string | null = null;

  /** Stored schedule: the day a leak was found that has no repair on record yet (LEAK_UNREPAIRED). */
  @Property({ type: 'date', columnType: 'date', nullable: true })
  leakUnrepairedSince: string | null = null;

  @Property({ type: 'date', columnType: 'date', nullable: true })
  decommissionedOn: string | null = null;

  @Enum({ items: () => [...GAS_DESTINATIONS], nullable: true })
  gasDestination: GasDestination | null = null;

  @Property({ type: 'text', nullable: true })
  decommissionNote: string | null = null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'restrict', updateRule: 'cascade' })
  decommissionedBy: User | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
