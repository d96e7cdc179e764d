/**
 * Whether a failed call found no connection, and whether a save may wait in the queue (runtime.ts asks,
 * for the data provider).
 */

/** The creating calls a fitter may make without a connection (outbox.ts sends them later). */
export const QUEUEABLE = ['logs', 'leak-checks', 'cylinders'] as const;
export type QueueableResource = (typeof QUEUEABLE)[number];

export const isQueueable = (resource: string): resource is QueueableResource =>
  (QUEUEABLE as readonly string[]).includes(resource);

/**
 * A failed call that got no answer from the server: no connection (below), or a request that timed out
 * (status 0) while the phone thought it was online, as in a plant room where the radio is up and nothing
 * gets through. The server may or may not have received it: only its Idempotency-Key can tell.
 */
export function noAnswer(error: unknown): boolean {
  return noConnection(error) || (error as { status?: unknown } | null)?.status === 0;
}

/**
 * A failed call that never reached the server: fetch's own network failure, or any failure without an
 * answer (no HTTP status) while the browser is offline.
 */
export function noConnection(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  const status = (error as { status?: unknown } | null)?.status;
  return !navigator.onLine && !(typeof status === 'number' && status > 0);
}
