/**
 * The durable write queue (IndexedDB store `queue`) and its replay: writes saved without a connection are
 * kept here with their Idempotency-Key and sent in order when the connection returns, on app start and
 * after a backoff (the rules are in queue.ts). Loaded lazily: by a save made offline, and after the first
 * load by the app's start (offline/start.ts).
 */
import { getAll, inStore, put, QUEUE, remove } from './db';
import {
  judge,
  QUEUED_FOR_HEADER,
  queuedForMs,
  sendable,
  type Outcome,
  type QueueableResource,
  type QueuedWrite,
} from './queue';
import { setOfflineStatus } from './status';
import { queuedRecord, type QueuedRecord } from './queuedRecord';
import { authHeaders, getStoredUser, getToken } from '../providers/session';
import { canonicalJson, IDEMPOTENCY_HEADER, newIdempotencyKey } from '../providers/idempotency';
import { HTTP_TIMEOUT_MS } from '../common/constants';

const listeners = new Set<() => void>();

/** Called whenever the queue changed (a write saved, sent, refused or discarded). */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function changed(): Promise<void> {
  const mine = await queuedWrites();
  setOfflineStatus({ queued: mine.length, refused: mine.filter((w) => w.refused).length });
  for (const listener of listeners) listener();
}

/**
 * A write this tab sent and the server recorded, with the id of that record. A page that showed the write
 * while it waited (the cylinder page: its entry is the form's last reading) goes on showing it until its
 * own reload has the record: else the write leaves the queue before the record arrives, and in between the
 * page would read the entries as if it had never been made.
 */
export interface SentWrite {
  write: QueuedWrite;
  /** The recorded row's id, as the server answered it. */
  recordId: unknown;
  sentAt: number;
}

/** Long enough for any page's reload after a send; kept in memory only, for this tab. */
export const SENT_KEPT_MS = 120_000;
let sent: SentWrite[] = [];

/** The writes this tab sent for the signed-in user in the last SENT_KEPT_MS, oldest first. */
export function recentlySent(now = Date.now()): SentWrite[] {
  sent = sent.filter((s) => now - s.sentAt < SENT_KEPT_MS);
  const user = getStoredUser();
  return user ? sent.filter((s) => s.write.userId === user.id) : [];
}

/** The signed-in user's queued writes, oldest first. */
export async function queuedWrites(): Promise<QueuedWrite[]> {
  const user = getStoredUser();
  if (!user) return [];
  return (await getAll<QueuedWrite>(QUEUE)).filter((w) => w.userId === user.id).sort((a, b) => a.seq - b.seq);
}

/**
 * Keeps a write for sending later; answers the stand-in record the form that saved it gets. `savedAt` is
 * when the fitter saved it (before a send that got no answer, which may have taken a while to fail).
 */
export async function enqueue(
  resource: QueueableResource,
  body: Record<string, unknown>,
  key: string,
  savedAt: number,
): Promise<QueuedRecord> {
  const user = getStoredUser();
  if (!user) throw new Error('No signed-in user to queue a write for');
  const write: Omit<QueuedWrite, 'seq'> = {
    key,
    resource,
    body,
    userId: user.id,
    queuedAt: savedAt,
    attempts: 0,
    notBefore: 0,
    refused: null,
  };
  const seq = (await inStore(QUEUE, 'readwrite', (s) => s.add(write))) as number;
  await changed();
  void replayNow();
  return queuedRecord({ ...write, seq });
}

/** The fitter gives up a refused (or waiting) write: it is removed, never sent. */
export async function discard(seq: number): Promise<void> {
  await remove(QUEUE, seq);
  await changed();
  void replayNow();
}

/** The fitter fixed what the server refused (a certificate, a setting): send it again now. */
export async function retry(write: QueuedWrite): Promise<void> {
  await put(QUEUE, { ...write, refused: null, attempts: 0, notBefore: 0 });
  await changed();
  void replayNow();
}

/**
 * The fitter corrected a write the server refused (the mutation or leak-check form, pre-filled with it):
 * the corrected values take its place in the queue, at its turn among the writes of the same record, and
 * go as soon as there is a connection. The write keeps its Idempotency-Key only when nothing changed (a
 * plain "send again"). Changed values are another submission and get a key of their own: a key stands for
 * one request body, and the server answers a key it has recorded with that first record (or refuses a
 * different body under it as a reused key); so the correction could never be recorded under the old key
 * if the old values had been, for instance by a send whose answer never came back.
 */
export async function replaceQueued(
  write: QueuedWrite,
  body: Record<string, unknown>,
): Promise<QueuedRecord> {
  const same = canonicalJson(body) === canonicalJson(write.body);
  const next: QueuedWrite = {
    ...write,
    body,
    key: same ? write.key : newIdempotencyKey(),
    refused: null,
    attempts: 0,
    notBefore: 0,
  };
  await put(QUEUE, next);
  await changed();
  void replayNow();
  return queuedRecord(next);
}

async function send(write: QueuedWrite): Promise<Outcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HTTP_TIMEOUT_MS);
  try {
    const res = await fetch(`/api/${write.resource}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        [IDEMPOTENCY_HEADER]: write.key,
        [QUEUED_FOR_HEADER]: String(queuedForMs(write, Date.now())),
        ...authHeaders(),
      },
      body: JSON.stringify(write.body),
      signal: controller.signal,
    });
    const body = (await res.json().catch(() => null)) as unknown;
    return { kind: 'answered', status: res.status, body };
  } catch {
    return { kind: 'no-answer' };
  } finally {
    clearTimeout(timer);
  }
}

let running: Promise<void> | null = null;
let again = false;
let wake: ReturnType<typeof setTimeout> | undefined;

/** Sends what may be sent now, one write at a time; schedules the next try of a write that has to wait. */
export function replayNow(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await replayOnce();
      } while (again);
    } finally {
      running = null;
    }
  })();
  return running;
}

async function replayOnce(): Promise<void> {
  clearTimeout(wake);
  for (;;) {
    const user = getStoredUser();
    if (!user || !getToken() || !navigator.onLine) return;
    const mine = await queuedWrites();
    const next = sendable(mine, user.id, Date.now())[0];
    if (!next) {
      const waits = mine.filter((w) => !w.refused && w.notBefore > Date.now()).map((w) => w.notBefore);
      if (waits.length) wake = setTimeout(() => void replayNow(), Math.min(...waits) - Date.now());
      return;
    }
    const outcome = await send(next);
    const verdict = judge(next, outcome, Date.now());
    if (verdict.kind === 'sent') {
      await remove(QUEUE, next.seq);
      const answer = outcome.kind === 'answered' ? (outcome.body as { id?: unknown } | null) : null;
      sent = [...sent, { write: next, recordId: answer?.id, sentAt: Date.now() }];
    } else if (verdict.kind === 'retry')
      await put(QUEUE, { ...next, attempts: verdict.attempts, notBefore: verdict.notBefore });
    else if (verdict.kind === 'refused') await put(QUEUE, { ...next, refused: verdict.refusal });
    await changed();
    // Signed out: the writes wait for the same user to sign in again (the app's start replays them).
    if (verdict.kind === 'signed-out') return;
  }
}

/** Replays now and whenever the connection comes back. */
export function startReplay(): void {
  window.addEventListener('online', () => void replayNow());
  void changed().then(() => replayNow());
}
