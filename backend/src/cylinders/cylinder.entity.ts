import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import {
  CYLINDER_STATUSES,
  CYLINDER_TYPES,
  CONTENT_ORIGINS,
  OWNERSHIPS,
  type ContentOrigin,
  type CylinderStatus,
  type CylinderType,
  type Ownership,
} from '../domain';
import { Refrigerant } from '../refrigerants/refrigerant.entity';
import { Supplier } from '../suppliers/supplier.entity';

/**
 * A refrigerant cylinder. The totals (filled, reclaimed, count, gaps, last date) are kept on the row and
 * updated in the same transaction as every log-entry write, so lists and the dashboard never re-sum the log.
 */
@Entity({ tableName: 'cylinders' })
@Index({
  name: 'cylinders_serial_number_lower_unique',
  expression:
    'create unique index "cylinders_serial_number_lower_unique" on "cylinders" (lower("serial_number"))',
})
@Check({ name: 'cylinders_weights_check', expression: 'tare_weight >= 0 and delivery_weight >= tare_weight' })
@Check({ name: 'cylinders_totals_check', expression: 'total_filled >= 0 and total_reclaimed >= 0' })
@Index({ name: 'cylinders_gas_type_index', properties: ['gasType'] })
// Trigram indexes for the list search (`q`: ILIKE '%text%' on these three columns): a serial-number search
// reads a few index entries instead of every cylinder. pg_trgm is a trusted extension (PostgreSQL 13+).
@Index({
  name: 'cylinders_serial_number_trgm_index',
  expression:
    'create index "cylinders_serial_number_trgm_index" on "cylinders" using gin ("serial_number" gin_trgm_ops)',
})
@Index({
  name: 'cylinders_gas_type_trgm_index',
  expression:
    'create index "cylinders_gas_type_trgm_index" on "cylinders" using gin ("gas_type" gin_trgm_ops)',
})
@Index({
  name: 'cylinders_location_trgm_index',
  expression:
    'create index "cylinders_location_trgm_index" on "cylinders" using gin ("location" gin_trgm_ops)',
})
@Check({
  name: 'cylinders_origin_facility_check',
  expression: "content_origin = 'VIRGIN' or content_origin = 'RECOVERED' or origin_facility_name is not null",
})
// A recovery cylinder holds recovered gas and nothing else; recovered gas is only ever in one.
@Check({
  name: 'cylinders_recovered_origin_check',
  expression: "(cylinder_type = 'RECLAIM') = (content_origin = 'RECOVERED')",
})
@Check({ name: 'cylinders_capacity_check', expression: 'capacity is null or capacity > 0' })
@Index({ name: 'cylinders_status_index', properties: ['status'] })
// A returned cylinder left with what it weighed, never lighter than empty; returning sets all three at once.
@Check({
  name: 'cylinders_return_check',
  expression:
    '(returned_on is null) = (weight_at_return is null) and (weight_at_return is null or weight_at_return >= tare_weight)',
})
@Check({
  name: 'cylinders_rental_check',
  expression: "ownership = 'HUUR' or (rental_free_until is null and rental_return_by is null)",
})
@Index({ name: 'cylinders_created_at_index', properties: ['createdAt'] })
// The list sorted by current content (its `currentContentSql`, the same expression) walks this index and
// stops after its page instead of computing and sorting the content of every match.
@Index({
  name: 'cylinders_current_content_index',
  expression:
    'create index "cylinders_current_content_index" on "cylinders" ((delivery_weight - tare_weight + total_reclaimed - total_filled), "id")',
})
export class Cylinder {
  [OptionalProps]?:
    | 'refrigerant'
    | 'supplier'
    | 'cylinderType'
    | 'status'
    | 'ownership'
    | 'location'
    | 'purchaseDate'
    | 'capacity'
    | 'contentOrigin'
    | 'originFacilityName'
    | 'originFacilityAddress'
    | 'originFacilityCertificateNumber'
    | 'totalFilled'
    | 'totalReclaimed'
    | 'logCount'
    | 'gapCount'
    | 'lastLogDate'
    | 'receivedOn'
    | 'deliveryReference'
    | 'rentalFreeUntil'
    | 'rentalReturnBy'
    | 'retestDue'
    | 'returnedOn'
    | 'weightAtReturn'
    | 'returnReference'
    | 'version'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 100 })
  serialNumber!: string;

  @Property({ type: 'string', length: 60 })
  gasType!: string;

  @ManyToOne(() => Refrigerant, {
    nullable: true,
    deleteRule: 'restrict',
    updateRule: 'cascade',
    index: true,
  })
  refrigerant: Refrigerant | null = null;

  @ManyToOne(() => Supplier, { nullable: true, deleteRule: 'restrict', updateRule: 'cascade', index: true })
  supplier: Supplier | null = null;

  @Property({ type: 'decimal', columnType: 'numeric(10,3)' })
  deliveryWeight!: string;

  @Property({ type: 'decimal', columnType: 'numeric(10,3)' })
  tareWeight!: string;

  @Enum({ items: () => [...CYLINDER_TYPES], default: 'FILL_UP' })
  cylinderType: CylinderType = 'FILL_UP';

  @Enum({ items: () => [...CYLINDER_STATUSES], default: 'ACTIVE' })
  status: CylinderStatus = 'ACTIVE';

  @Enum({ items: () => [...OWNERSHIPS], default: 'KOOP' })
  ownership: Ownership = 'KOOP';

  @Property({ type: 'string', length: 200, nullable: true })
  location: string | null = null;

  @Property({ type: 'date', columnType: 'date', nullable: true })
  purchaseDate: string | null = null;

  /**
   * The most refrigerant the cylinder may hold (kg): a recovery cylinder's fill level is its content against
   * it. Null when not recorded.
   */
  @Property({ type: 'decimal', columnType: 'numeric(10,3)', nullable: true })
  capacity: string | null = null;

  /** Where the content comes from; recycled or reclaimed gas names the facility that processed it. */
  @Enum({ items: () => [...CONTENT_ORIGINS], default: 'VIRGIN' })
  contentOrigin: ContentOrigin = 'VIRGIN';

  @Property({ type: 'string', length: 200, nullable: true })
  originFacilityName: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  originFacilityAddress: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  originFacilityCertificateNumber: string | null = null;

  @Property({ type: 'decimal', columnType: 'numeric(12,3)', default: 0 })
  totalFilled: string = '0';

  @Property({ type: 'decimal', columnType: 'numeric(12,3)', default: 0 })
  totalReclaimed: string = '0';

  @Property({ type: 'integer', default: 0 })
  logCount: number = 0;

  /** Number of live log entries that carry a weight gap; the cylinder has a gap while it is above zero. */
  @Property({ type: 'integer', default: 0 })
  gapCount: number = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastLogDate: Date | null = null;

  /** The day the cylinder came in, and the supplier's delivery note. */
  @Property({ type: 'date', columnType: 'date', nullable: true })
  receivedOn: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  deliveryReference: string | null = null;

  /** A rented (HUUR) cylinder's last day without rent, and the day it must be back at the supplier. */
  @Property({ type: 'date', columnType: 'date', nullable: true })
  rentalFreeUntil: string | null = null;

  @Property({ type: 'date', columnType: 'date', nullable: true })
  rentalReturnBy: string | null = null;

  /** The pressure retest date stamped on the cylinder. */
  @Property({ type: 'date', columnType: 'date', nullable: true })
  retestDue: string | null = null;

  /** Set once by POST /cylinders/:id/return: the cylinder left stock with this gross weight. */
  @Property({ type: 'date', columnType: 'date', nullable: true })
  returnedOn: string | null = null;

  @Property({ type: 'decimal', columnType: 'numeric(10,3)', nullable: true })
  weightAtReturn: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  returnReference: string | null = null;

  @Property({ type: 'integer', version: true, default: 1 })
  version: number = 1;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
