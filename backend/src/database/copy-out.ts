import type { Readable } from 'node:stream';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { escapeLiteral } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { NativeQuery } from './native-query';

/**
 * `COPY (query) TO STDOUT WITH options` as a stream, on a pooled connection (not a request's transaction:
 * a download outlives it). PostgreSQL writes the rows as fast as the reader takes them (the socket pauses
 * with the stream), so memory stays flat at any size. The connection goes back to the pool when the COPY
 * has ended; a reader that stops early (a closed download) closes it instead, since a connection in the
 * middle of a COPY cannot serve another query.
 *
 * COPY takes no parameters: the query's `$n` are written into its text as literals (pg's escapeLiteral for
 * text). Its text must hold no `$n` of its own.
 */
export async function copyOut(em: EntityManager, query: NativeQuery, options: string): Promise<Readable> {
  const client = em.getKnex().client as Knex.Client;
  const connection = (await client.acquireConnection()) as CopyConnection;
  const stream = connection.query(copyTo(`copy (${inlined(query)}) to stdout with ${options}`));
  let released = false;
  const release = (broken: boolean) => {
    if (released) return;
    released = true;
    if (broken) {
      // knex's pool drops a connection marked so when it is next validated, instead of lending it out.
      connection.__knex__disposed = 'closed in the middle of a COPY';
      connection.end().catch(() => undefined);
    }
    void client.releaseConnection(connection);
  };
  stream.once('end', () => release(false));
  stream.once('error', () => release(true));
  stream.once('close', () => release(!stream.readableEnded));
  return stream;
}

interface CopyConnection {
  query(stream: ReturnType<typeof copyTo>): ReturnType<typeof copyTo>;
  end(): Promise<void>;
  __knex__disposed?: string;
}

/** The query's text with each `$n` replaced by its value as a SQL literal. */
export function inlined({ text, values }: NativeQuery): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index >= values.length) throw new Error(`copyOut: no value for $${n}`);
    return literal(values[index]);
  });
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`copyOut: ${value} is no SQL number`);
    return value < 0 ? `(${value})` : String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return escapeLiteral(value.toISOString());
  if (Array.isArray(value)) return `array[${value.map(literal).join(', ')}]`;
  return escapeLiteral(String(value));
}
