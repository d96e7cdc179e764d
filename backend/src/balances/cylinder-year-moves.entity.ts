import { Entity, ManyToOne, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { Cylinder } from '../cylinders/cylinder.entity';

/**
 * What one cylinder's live log entries moved in one year (Europe/Amsterdam): the annual balance reads these
 * few rows per cylinder instead of every entry up to the year's end. The database keeps them in step with
 * log_entries (trigger log_entries_year_moves, in the transaction of every write), so no write path can
 * forget them; the app never writes them.
 */
@Entity({ tableName: 'cylinder_year_moves' })
export class CylinderYearMoves {
  [PrimaryKeyProp]?: ['cylinder', 'year'];

  @ManyToOne(() => Cylinder, { primary: true, deleteRule: 'cascade', updateRule: 'cascade' })
  cylinder!: Cylinder;

  @PrimaryKey({ type: 'integer', autoincrement: false })
  year!: number;

  /** Kilograms filled out of the cylinder (FILLUP_*). */
  @Property({ type: 'decimal', columnType: 'numeric(14,3)', default: 0 })
  filled!: string;

  /** Kilograms reclaimed into the cylinder (RECLAIM_*). */
  @Property({ type: 'decimal', columnType: 'numeric(14,3)', default: 0 })
  recovered!: string;

  /** The sum of the unexplained weight gaps (explained ones are accounted for by their explanation). */
  @Property({ type: 'decimal', columnType: 'numeric(14,3)', default: 0 })
  gaps!: string;
}
