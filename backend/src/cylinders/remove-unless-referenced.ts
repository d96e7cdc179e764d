import { EntityManager, ForeignKeyConstraintViolationException, LockMode } from '@mikro-orm/postgresql';
import type { EntityClass } from '@mikro-orm/core';
import { type AppError, notFound } from '../common/app-error';
import { named } from '../database/native-query';
import { pooled } from '../database/sql';
import { transactional } from '../database/write-conflict';

export interface ReferencedBy {
  /** For the 404: "Refrigerant not found". */
  what: string;
  table: string;
  /** The column of `cylinders` that points to the row. */
  cylinderColumn: 'refrigerant_id' | 'supplier_id';
  inUse: (name: string, cylinders: number) => AppError;
}

async function countCylinders(
  em: EntityManager,
  column: ReferencedBy['cylinderColumn'],
  id: number,
): Promise<number> {
  const query = named(`select count(*)::int as count from cylinders where ${column} = $1`);
  const [{ count }] = await pooled(em).query<{ count: number }>({ ...query, values: [id] });
  return count;
}

/**
 * Erases a register row (refrigerant, supplier) that no cylinder points to and answers it as it was;
 * otherwise the caller's 409. The row is locked first, so a cylinder created concurrently is either counted
 * or waits and then fails its own foreign-key check; a foreign-key violation that still happens answers the
 * same 409.
 */
export async function removeUnlessReferenced<T extends { name: string }>(
  em: EntityManager,
  entity: EntityClass<T>,
  id: number,
  ref: ReferencedBy,
): Promise<T> {
  try {
    return await transactional(em, async (tx) => {
      const row = await tx.findOne(entity, id as never, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) throw notFound(ref.what);
      const cylinders = await countCylinders(tx, ref.cylinderColumn, id);
      if (cylinders > 0) throw ref.inUse(row.name, cylinders);
      const before = { ...row };
      tx.remove(row);
      await tx.flush();
      return before;
    });
  } catch (error) {
    if (!(error instanceof ForeignKeyConstraintViolationException)) throw error;
    const [row] = await pooled(em).query<{ name: string }>({
      ...named(`select name from ${ref.table} where id = $1`),
      values: [id],
    });
    throw ref.inUse(row?.name ?? `#${id}`, await countCylinders(em, ref.cylinderColumn, id));
  }
}
