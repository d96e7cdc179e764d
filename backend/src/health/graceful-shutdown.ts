import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { EntityManager } from '@mikro-orm/postgresql';
import { cancelRunningQueries } from '../database/cancel-running-queries';
import { DrainState } from './drain-state';

export interface DrainReport {
  /** Milliseconds from the signal until the HTTP server and the pool were closed. */
  ms: number;
  /** True when requests were still running at the timeout and their queries were cancelled. */
  forced: boolean;
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
    void cancelRunningQueries(app.get(EntityManager)).finally(() =>
      app.getHttpServer().closeIdleConnections?.(),
    );
  }, timeoutMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
  return { ms: Date.now() - started, forced };
}
