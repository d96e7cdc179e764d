import { Check, Entity, Enum, Index, PrimaryKey, Property, OptionalProps, Unique } from '@mikro-orm/core';
import { INSTRUMENT_KINDS, type InstrumentKind } from '../domain';

/**
 * A measuring instrument (scale, leak detector, gauges, thermometer) and its calibration. Log entries and
 * leak checks name the instrument they were made with; one that records use is never erased.
 */
@Entity({ tableName: 'instruments' })
@Check({
  name: 'instruments_calibration_order_check',
  expression: 'calibration_due is null or calibrated_on is null or calibration_due >= calibrated_on',
})
@Unique({ name: 'instruments_kind_serial_unique', properties: ['kind', 'serialNumber'] })
@Index({ name: 'instruments_calibration_due_index', properties: ['calibrationDue'] })
export class Instrument {
  [OptionalProps]?: 'make' | 'calibratedOn' | 'calibrationDue' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Enum({ items: () => [...INSTRUMENT_KINDS] })
  kind!: InstrumentKind;

  @Property({ type: 'string', length: 100 })
  serialNumber!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  make: string | null = null;

  /** YYYY-MM-DD of the last calibration. */
  @Property({ type: 'date', columnType: 'date', nullable: true })
  calibratedOn: string | null = null;

  /** YYYY-MM-DD: the last day the calibration is valid; overdue from the day after. */
  @Property({ type: 'date', columnType: 'date', nullable: true })
  calibrationDue: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
