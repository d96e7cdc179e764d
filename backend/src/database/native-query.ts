import { createHash } from 'node:crypto';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { retryWriteConflicts } from './write-conflict';

/**
 * SQL with `$n` parameters and their values, as the pg driver takes them. With a `name`, each connection
 * parses and plans it once and then only binds and executes it (see {@link named}).
 */
export interface NativeQuery {
  text: string;
  values: unknown[];
  name?: string;
}

let preparedStatements = true;

/** DATABASE_PREPARED_STATEMENTS: false sends every query unnamed (for a pooler that cannot keep them). */
export function usePreparedStatements(enabled: boolean): void {
  preparedStatements = enabled;
}

/**
 * A fixed statement text as a named prepared statement: the name is derived from the text, so one text
 * has one name on every connection. Planning the six-table log select cost PostgreSQL more than running
 * it; prepared, the server plans it once per connection (or reuses a generic plan).
 */
export function named(text: string): { text: string; name: string } {
  return { text, name: `fgas_${createHash('sha1').update(text).digest('hex').slice(0, 24)}` };
}

/** The native form of a knex query: `$n` parameters instead of values inlined into the text. */
export function toNative(qb: Knex.QueryBuilder | Knex.Raw): NativeQuery {
  const { sql, bindings } = qb.toSQL().toNative();
  return { text: sql, values: [...bindings] };
}

/**
 * Compiles a knex query once, with marker values, and answers a function that gives the same SQL with
 * real values: a hot path then skips building and compiling its query on every request. `build` must
 * pass each of its `arity` arguments through as one binding (a marker that does not arrive throws when
 * the query is compiled, on its first use).
 */
export function prepareQuery<A extends unknown[]>(
  knex: Knex,
  arity: number,
  build: (knex: Knex, ...args: A) => Knex.QueryBuilder,
): (...args: A) => NativeQuery {
  // Integers: knex checks that a limit is one.
  const markers = Array.from({ length: arity }, (_, i) => -7_700_001 - i);
  const { text, values } = toNative(build(knex, ...(markers as unknown as A)));
  const { name } = named(text);
  const slots = values.map((value) => markers.indexOf(value as number));
  markers.forEach((_, i) => {
    if (!slots.includes(i)) throw new Error(`prepareQuery: argument ${i} is not a binding of: ${text}`);
  });
  return (...args: A) => ({
    text,
    name,
    values: values.map((value, i) => (slots[i] >= 0 ? args[slots[i]] : value)),
  });
}

/**
 * Runs a native query straight on the driver, on the entity manager's transaction when it has one and
 * on a pooled connection otherwise. MikroORM's `em.execute` inlines every value into the SQL text and
 * has knex parse it again, and PostgreSQL then plans a new text on every request. Rows come back exactly
 * as from `em.execute` (the same connection settings and type parsers).
 */
export async function queryRows<T>(em: EntityManager, query: NativeQuery): Promise<T[]> {
  const client = (em.getTransactionContext<Knex.Transaction>() ?? em.getKnex()).client;
  const connection = (await client.acquireConnection()) as DriverConnection;
  try {
    return await rowsOf<T>(connection, query);
  } finally {
    await client.releaseConnection(connection);
  }
}

/** The pg client under a knex connection, as far as this file uses it. */
interface DriverConnection {
  query<R>(query: NativeQuery | string): Promise<{ rows: R[] }>;
}

/** Sends a query named only while prepared statements are on (DATABASE_PREPARED_STATEMENTS). */
async function rowsOf<R>(connection: DriverConnection, { text, values, name }: NativeQuery): Promise<R[]> {
  return (await connection.query<R>(preparedStatements && name ? { name, text, values } : { text, values }))
    .rows;
}

/** What the log's write helpers need of a transaction: `?` SQL with values, as `em.execute` takes it. */
export interface SqlExecutor {
  execute(sql: string, params?: unknown[]): Promise<unknown>;
}

/** A transaction on one pooled connection, straight on the driver (see {@link nativeTransaction}). */
export interface NativeTransaction extends SqlExecutor {
  query<T>(query: NativeQuery): Promise<T[]>;
}

/**
 * BEGIN, `work`, COMMIT on one pooled connection, ROLLBACK when `work` throws. For the hottest write:
 * MikroORM's `em.transactional` (a forked entity manager, a knex transactor, a flush) was about 15 % of
 * the API's CPU per log insert, and each of its extra steps ran while the cylinder's row lock was held.
 * Only for work that needs no entity manager: raw SQL only.
 *
 * Inside a caller's transaction (an idempotent request stores its answer in the same one), `work` runs on
 * that transaction's connection and commits or rolls back with it.
 */
export async function nativeTransaction<T>(
  em: EntityManager,
  work: (tx: NativeTransaction) => Promise<T>,
): Promise<T> {
  const outer = em.getTransactionContext<Knex.Transaction>();
  // Outermost: a serialization failure or deadlock runs the whole transaction again (write-conflict.ts).
  // Nested, it has aborted the caller's transaction as well: only the caller can start again.
  if (outer) return runNativeTransaction(em, outer, work);
  return retryWriteConflicts(() => runNativeTransaction(em, undefined, work));
}

async function runNativeTransaction<T>(
  em: EntityManager,
  outer: Knex.Transaction | undefined,
  work: (tx: NativeTransaction) => Promise<T>,
): Promise<T> {
  const knex = em.getKnex();
  // Inside an entity manager's transaction (a batch such as the demo seeder): its connection, with a
  // savepoint, so the work still commits or rolls back as one with everything around it.
  const client = (outer ?? knex).client;
  const [begin, commit, rollback] = outer
    ? ['savepoint native_tx', 'release savepoint native_tx', 'rollback to savepoint native_tx']
    : ['begin', 'commit', 'rollback'];
  const connection = (await client.acquireConnection()) as DriverConnection;
  const query = <R>(native: NativeQuery) => rowsOf<R>(connection, native);
  const tx: NativeTransaction = {
    query,
    execute: (sql, params = []) => query(toNative(knex.raw(sql, params as Knex.RawBinding[]))),
  };
  try {
    await connection.query(begin);
    const result = await work(tx);
    await connection.query(commit);
    return result;
  } catch (error) {
    // A broken connection fails the rollback too; the pool then drops it.
    await connection.query(rollback).catch(() => undefined);
    throw error;
  } finally {
    await client.releaseConnection(connection);
  }
}
