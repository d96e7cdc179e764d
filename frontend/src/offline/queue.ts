/**
 * The rules of the write queue, with no browser in them (queue.test.ts checks them as properties): which
 * write goes next, how long a failed send waits, and what an answer means for the write.
 *
 * - Writes go one at a time, in the order they were saved. A write the server refused stops the writes
 *   queued after it for the same record (the next fill-up of that cylinder was weighed after the refused
 *   one): the fitter fixes or discards it first. Writes for other records go on.
 * - No answer (no connection, a timeout, a 5xx, a 409 "same key still in progress", 429) is not an answer:
 *   the same write is sent again later with the same Idempotency-Key, so a send whose answer was lost can
 *   never be recorded twice. The wait doubles per attempt up to a ceiling.
 * - An ended session (401) waits for the fitter to sign in again; nothing is dropped.
 * - Any other 4xx is the server's refusal: kept, shown, never dropped without the fitter's say.
 */

import type { QueueableResource } from './offlineRecord';

export type { QueueableResource };

export interface Refusal {
  status: number;
  code?: string;
  message?: string;
  params?: Record<string, unknown>;
  /** A validation refusal's fields: the row names them, the form that corrects the write marks them. */
  fields?: Record<string, unknown>;
}

export interface QueuedWrite {
  /** Order of saving (IndexedDB's auto-increment key). */
  seq: number;
  /** The Idempotency-Key of the form submission: every send of this write carries it. */
  key: string;
  resource: QueueableResource;
  body: Record<string, unknown>;
  /** Who saved it: a write is sent only in that user's session. */
  userId: number;
  /**
   * When the fitter saved it (the phone's clock, ms): every send says how long ago that was
   * (QUEUED_FOR_HEADER), and the server dates an undated entry that long before its own now.
   */
  queuedAt: number;
  attempts: number;
  /** Not sent again before this time (ms). */
  notBefore: number;
  refused: Refusal | null;
}

/** The record a write belongs to: writes of one record keep their order past a refusal. */
export function lane(write: Pick<QueuedWrite, 'resource' | 'body'>): string {
  if (write.resource === 'logs') return `cylinder:${String(write.body.cylinderId)}`;
  if (write.resource === 'leak-checks') return `installation:${String(write.body.installationId)}`;
  return 'new-cylinders';
}

/**
 * The request header with the time a write waited on the phone since it was saved, in whole ms. The
 * phone's clock minus the phone's clock: a phone clock that is off by hours still gives the right wait, and
 * one set back meanwhile gives no negative wait. Not part of what the Idempotency-Key stands for.
 */
export const QUEUED_FOR_HEADER = 'Queued-For-Ms';

export function queuedForMs(write: Pick<QueuedWrite, 'queuedAt'>, now: number): number {
  const waited = Math.round(now - write.queuedAt);
  return Number.isFinite(waited) && waited > 0 ? waited : 0;
}

export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 60_000;

/** The wait after the `attempts`-th failed send: 1 s, 2 s, 4 s ... up to a minute. */
export function backoffMs(attempts: number): number {
  if (attempts <= 0) return 0;
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(attempts - 1, 30));
}

/** The writes that may be sent now, oldest first (blocked lanes and later retries left out). */
export function sendable(writes: readonly QueuedWrite[], userId: number, now: number): QueuedWrite[] {
  const blocked = new Set<string>();
  const out: QueuedWrite[] = [];
  for (const w of [...writes].sort((a, b) => a.seq - b.seq)) {
    if (w.userId !== userId) continue;
    const l = lane(w);
    if (blocked.has(l)) continue;
    // A write that waits blocks the ones after it in its lane too: they keep their order.
    blocked.add(l);
    if (w.refused === null && w.notBefore <= now) out.push(w);
  }
  return out;
}

export type Outcome = { kind: 'answered'; status: number; body?: unknown } | { kind: 'no-answer' };

export type Verdict =
  | { kind: 'sent' }
  | { kind: 'retry'; notBefore: number; attempts: number }
  | { kind: 'signed-out' }
  | { kind: 'refused'; refusal: Refusal };

/** What a send's outcome means for the write. */
export function judge(write: QueuedWrite, outcome: Outcome, now: number): Verdict {
  const retry = (): Verdict => ({
    kind: 'retry',
    attempts: write.attempts + 1,
    notBefore: now + backoffMs(write.attempts + 1),
  });
  if (outcome.kind === 'no-answer') return retry();
  const { status } = outcome;
  if (status >= 200 && status < 300) return { kind: 'sent' };
  const body = (outcome.body ?? {}) as {
    code?: unknown;
    message?: unknown;
    params?: unknown;
    fields?: unknown;
  };
  const code = typeof body.code === 'string' ? body.code : undefined;
  if (status === 401) return { kind: 'signed-out' };
  if (status >= 500 || status === 408 || status === 429 || code === 'IDEMPOTENCY_REQUEST_IN_PROGRESS')
    return retry();
  return {
    kind: 'refused',
    refusal: {
      status,
      ...(code ? { code } : {}),
      ...(typeof body.message === 'string' ? { message: body.message } : {}),
      ...(body.params && typeof body.params === 'object'
        ? { params: body.params as Record<string, unknown> }
        : {}),
      ...(body.fields && typeof body.fields === 'object'
        ? { fields: body.fields as Record<string, unknown> }
        : {}),
    },
  };
}
