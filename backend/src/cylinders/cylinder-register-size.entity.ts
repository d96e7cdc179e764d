import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The number of cylinders in the register, one row kept by statement triggers on `cylinders` (insert,
 * delete, truncate) in the same transaction as the write: a filtered list shows "n of N" without counting
 * the register on every request.
 */
@Entity({ tableName: 'cylinder_register_size' })
@Check({ name: 'cylinder_register_size_one_row', expression: 'id = 1' })
@Check({ name: 'cylinder_register_size_total_check', expression: 'total >= 0' })
export class CylinderRegisterSize {
  @PrimaryKey({ autoincrement: false })
  id!: number;

  @Property()
  total!: number;
}
