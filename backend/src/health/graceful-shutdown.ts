import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { EntityManager } from '@mikro-orm/postgresql';
import { INSTANCE_APPLICATION_NAME } from '../database/instance-name';
import { DrainState } from './drain-state';

export interface DrainReport {
  /** Milliseconds from the signal until the HTTP server and the pool were closed. */
  ms: number;
  /** True when requests were still running at the timeout and their queries were cancelled. */
  forced: boolean;
}

interface RawConnection {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/**
 * Stops like a service: readiness fails at once, the listener stops accepting, requests in flight run to
 * their end (Fastify answers 503 to anything new on a kept-alive connection), then the pool closes. At
 * `timeoutMs` the queries this instance still has running are cancelled: their transactions roll back
 * and their clients get a 503, so nothing is left half-done.
 */
export async function drainAndClose(app: NestFastifyApplication, timeoutMs: number): Promise<DrainReport> {
  const started = Date.now();
  app.get(DrainState).draining = true;
  let forced = false;
  const timer = setTimeout(() => {
    forced = true;
    void cancelRunningQueries(app).finally(() => app.getHttpServer().closeIdleConnections?.());
  }, timeoutMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
  return { ms: Date.now() - started, forced };
}

async function cancelRunningQueries(app: NestFastifyApplication): Promise<void> {
  const client = app.get(EntityManager).getKnex().client;
  const connection = (await client.acquireRawConnection()) as RawConnection;
  try {
    await connection.query(
      `select pg_cancel_backend(pid) from pg_stat_activity
        where application_name = $1 and pid <> pg_backend_pid() and state <> 'idle'`,
      [INSTANCE_APPLICATION_NAME],
    );
  } catch {
    // The database is gone: the requests waiting on it fail by themselves.
  } finally {
    await client.destroyRawConnection(connection);
  }
}
