import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { nativeTransaction, queryRows, toNative, type NativeQuery } from './native-query';

/**
 * How every repository sends SQL: one executor ({@link Sql}: a native query, `$n` parameters, named when it
 * is a fixed text) and one transaction helper ({@link transaction}). Outside a transaction a query runs on
 * the entity manager's transaction when the request has one (an Idempotency-Key stores its answer with the
 * row), else on a pooled connection.
 */
export interface Sql {
  query<T>(query: NativeQuery): Promise<T[]>;
}

/** The executor outside an explicit transaction (see {@link Sql}). */
export function pooled(em: EntityManager): Sql {
  return { query: <T>(query: NativeQuery) => queryRows<T>(em, query) };
}

/**
 * The executor for work outside any request (boot, timers): a pooled connection, never a request's
 * transaction. The global entity manager refuses context-bound calls there; a fork of it does not.
 */
export function detached(em: EntityManager): Sql {
  return pooled(em.fork());
}

/** BEGIN, `work`, COMMIT on one connection (a savepoint inside a caller's transaction); ROLLBACK on a throw. */
export function transaction<T>(em: EntityManager, work: (tx: Sql) => Promise<T>): Promise<T> {
  return nativeTransaction(em, work);
}

/** A knex query as the executor takes it (values as `$n` parameters, never inlined). */
export const native = (qb: Knex.QueryBuilder | Knex.Raw): NativeQuery => toNative(qb);

/** A moment as the API writes it: ISO 8601 UTC with milliseconds ("2026-11-21T09:30:00.000Z"). */
export const isoText = (column: string): string =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
