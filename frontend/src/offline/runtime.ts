/**
 * The offline parts the first load reaches for only when needed, behind one lazy import (offline/lazy.ts):
 * the response cache, the write queue and the start of the service worker and the queue's replay.
 */
import { recallAnswer } from './responseCache';
import { enqueue } from './outbox';
import { isQueueable, noAnswer, noConnection } from './offlineRecord';
import type { QueuedRecord } from './queuedRecord';

export { rememberAnswer } from './responseCache';
export { startOffline, applyUpdate } from './start';

/** A GET that failed: without a connection, the answer last seen; else the failure as it is. */
export async function readOffline(url: string, error: unknown) {
  if (!noConnection(error)) throw error;
  const kept = await recallAnswer(url).catch(() => undefined);
  if (kept) return kept;
  // The shape of the API's errors (errors.NOT_AVAILABLE_OFFLINE is its text).
  throw Object.assign(new Error('Not available offline'), {
    status: 0,
    body: { code: 'NOT_AVAILABLE_OFFLINE' },
  });
}

/**
 * A create that got no answer (offline, or a link that carries nothing): a mutation, a leak check or a new
 * cylinder waits in the queue under the key it was sent with, saved at `savedAt` (the phone's clock).
 */
export async function saveOffline(
  resource: string,
  body: Record<string, unknown>,
  key: string,
  savedAt: number,
  error: unknown,
): Promise<QueuedRecord> {
  if (!isQueueable(resource) || !noAnswer(error)) throw error;
  return enqueue(resource, body, key, savedAt);
}
