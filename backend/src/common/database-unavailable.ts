import { ConnectionException } from '@mikro-orm/core';

/** Node socket errors of a database that is down, restarting or unreachable. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a lost or refused connection: class 08, admin/crash shutdown, "cannot connect now"
 * (starting up), too many connections, and a query cancelled because the instance is stopping.
 */
function unavailableSqlState(code: string): boolean {
  return /^08/.test(code) || ['57P01', '57P02', '57P03', '53300', '57014'].includes(code);
}

/**
 * True when `exception` (or what it wraps) says the database cannot be reached right now: the client
 * should retry later (503), nothing about its request was wrong and nothing was half-written.
 */
export function isDatabaseUnavailable(exception: unknown): boolean {
  for (let error = exception as Record<string, unknown> | undefined, depth = 0; error && depth < 5; depth++) {
    if (error instanceof ConnectionException) return true;
    const code = typeof error.code === 'string' ? error.code : '';
    if (SOCKET_ERRORS.has(code) || unavailableSqlState(code)) return true;
    if (error.name === 'KnexTimeoutError') return true;
    const message = typeof error.message === 'string' ? error.message : '';
    if (
      /Connection terminated|connection error|the database system is (starting up|shutting down)/i.test(
        message,
      )
    )
      return true;
    error = (error.cause ?? error.previous) as Record<string, unknown> | undefined;
  }
  return false;
}
