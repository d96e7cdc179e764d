import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  backoffMs,
  FIRST_RETRY_MS,
  judge,
  lane,
  MAX_RETRY_MS,
  queuedForMs,
  sendable,
  type Outcome,
  type QueuedWrite,
} from './queue';
import { noAnswer, noConnection } from './offlineRecord';
import { RequestTimeoutError } from '../providers/requestTimeout';

const write = (seq: number, over: Partial<QueuedWrite> = {}): QueuedWrite => ({
  seq,
  key: `key-${seq}`,
  resource: 'logs',
  body: { cylinderId: 1 },
  userId: 7,
  queuedAt: 0,
  attempts: 0,
  notBefore: 0,
  refused: null,
  ...over,
});

/** Writes over a few records (lanes), in saving order, for one or two users. */
const writesArb = fc
  .array(
    fc.record({
      resource: fc.constantFrom('logs' as const, 'leak-checks' as const, 'cylinders' as const),
      record: fc.integer({ min: 1, max: 3 }),
      userId: fc.constantFrom(7, 7, 7, 8),
    }),
    { maxLength: 12 },
  )
  .map((specs) =>
    specs.map((s, i) =>
      write(i + 1, {
        resource: s.resource,
        userId: s.userId,
        body: s.resource === 'logs' ? { cylinderId: s.record } : { installationId: s.record },
      }),
    ),
  );

describe('backoffMs', () => {
  it.each([
    [0, 0],
    [1, FIRST_RETRY_MS],
    [2, 2 * FIRST_RETRY_MS],
    [3, 4 * FIRST_RETRY_MS],
    [7, MAX_RETRY_MS],
    [1000, MAX_RETRY_MS],
  ])('after %i failed sends waits %i ms', (attempts, ms) => {
    expect(backoffMs(attempts)).toBe(ms);
  });

  it('never shrinks and never passes the ceiling', () => {
    fc.assert(
      fc.property(fc.nat(200), (n) => backoffMs(n) <= backoffMs(n + 1) && backoffMs(n + 1) <= MAX_RETRY_MS),
    );
  });
});

describe('judge: what an answer means for a queued write', () => {
  const now = 1_000_000;
  it.each<[string, Outcome, string]>([
    ['201 Created', { kind: 'answered', status: 201, body: { id: 5 } }, 'sent'],
    ['200 (the stored first answer of the same key)', { kind: 'answered', status: 200 }, 'sent'],
    ['no answer (offline, timeout, dropped)', { kind: 'no-answer' }, 'retry'],
    ['500', { kind: 'answered', status: 500 }, 'retry'],
    [
      '503 DATABASE_UNAVAILABLE',
      { kind: 'answered', status: 503, body: { code: 'DATABASE_UNAVAILABLE' } },
      'retry',
    ],
    ['429', { kind: 'answered', status: 429 }, 'retry'],
    [
      '409 the same key still in progress',
      { kind: 'answered', status: 409, body: { code: 'IDEMPOTENCY_REQUEST_IN_PROGRESS' } },
      'retry',
    ],
    ['401 session ended', { kind: 'answered', status: 401, body: { code: 'UNAUTHORIZED' } }, 'signed-out'],
    [
      '400 deleted cylinder',
      { kind: 'answered', status: 400, body: { code: 'CYLINDER_NOT_FOUND' } },
      'refused',
    ],
    ['403 certificate', { kind: 'answered', status: 403, body: { code: 'CERTIFICATE_INVALID' } }, 'refused'],
    [
      '409 returned cylinder',
      { kind: 'answered', status: 409, body: { code: 'CYLINDER_RETURNED' } },
      'refused',
    ],
    [
      '422 key reused',
      { kind: 'answered', status: 422, body: { code: 'IDEMPOTENCY_KEY_REUSED' } },
      'refused',
    ],
  ])('%s: %s', (_, outcome, verdict) => {
    expect(judge(write(1, { attempts: 2 }), outcome, now).kind).toBe(verdict);
  });

  it('a retry counts the attempt and waits its backoff', () => {
    expect(judge(write(1, { attempts: 2 }), { kind: 'no-answer' }, now)).toEqual({
      kind: 'retry',
      attempts: 3,
      notBefore: now + backoffMs(3),
    });
  });

  it("a refusal keeps the server's code, message and params to show", () => {
    const body = { code: 'NOT_ENOUGH_CONTENT', message: 'Not enough', params: { availableKg: 1.5 } };
    expect(judge(write(1), { kind: 'answered', status: 400, body }, now)).toEqual({
      kind: 'refused',
      refusal: { status: 400, ...body },
    });
  });

  it('a validation refusal keeps its fields, for the row to name and the correcting form to mark', () => {
    const body = {
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      fields: { checkedOn: ['checkedOn must not be before the installation date'] },
      error: 'Bad Request',
    };
    expect(judge(write(1), { kind: 'answered', status: 400, body }, now)).toEqual({
      kind: 'refused',
      refusal: { status: 400, code: body.code, message: body.message, fields: body.fields },
    });
  });
});

describe('sendable: which writes may go now', () => {
  it('oldest first, one per record, only the signed-in user, never past an earlier write of the same record', () => {
    fc.assert(
      fc.property(writesArb, fc.array(fc.boolean(), { maxLength: 12 }), (writes, refusals) => {
        const queue = writes.map((w, i) =>
          refusals[i] ? { ...w, refused: { status: 400, code: 'CYLINDER_NOT_FOUND' } } : w,
        );
        const out = sendable([...queue].reverse(), 7, 0);
        expect(out.map((w) => w.seq)).toEqual([...out.map((w) => w.seq)].sort((a, b) => a - b));
        expect(new Set(out.map(lane)).size).toBe(out.length);
        for (const w of out) {
          expect(w.userId).toBe(7);
          expect(w.refused).toBeNull();
          const earlier = queue.filter((o) => o.userId === 7 && lane(o) === lane(w) && o.seq < w.seq);
          expect(earlier).toEqual([]);
        }
        // Every record whose oldest write can go is offered.
        const heads = new Map<string, QueuedWrite>();
        for (const w of queue) if (w.userId === 7 && !heads.has(lane(w))) heads.set(lane(w), w);
        expect(out.length).toBe([...heads.values()].filter((w) => w.refused === null).length);
      }),
    );
  });

  it('a write waiting for its backoff holds back the later writes of its record', () => {
    const queue = [write(1, { notBefore: 5_000 }), write(2), write(3, { body: { cylinderId: 2 } })];
    expect(sendable(queue, 7, 1_000).map((w) => w.seq)).toEqual([3]);
    expect(sendable(queue, 7, 5_000).map((w) => w.seq)).toEqual([1, 3]);
  });
});

/**
 * The replay loop against a server that dedupes by key (as the API's idempotency table does): sends may be
 * lost before or after the server wrote them, and the server refuses some writes.
 */
describe('replay against a deduplicating server', () => {
  it('each write is recorded at most once, in saving order per record; none disappears without an answer', () => {
    fc.assert(
      fc.property(
        writesArb.map((ws) => ws.map((w) => ({ ...w, userId: 7 }))),
        fc.infiniteStream(fc.constantFrom('ok', 'ok', 'lost-before', 'lost-after', 'error', 'refuse')),
        (writes, fates) => {
          let queue = writes.map((w) => ({ ...w }));
          const stored = new Map<string, number>(); // key -> times written
          const recorded: QueuedWrite[] = [];
          const refusedKeys = new Set<string>();
          let now = 0;
          const fate = fates[Symbol.iterator]();
          for (let step = 0; step < 400 && queue.some((w) => !w.refused); step++) {
            const next = sendable(queue, 7, now)[0];
            if (!next) {
              const wake = Math.min(...queue.filter((w) => !w.refused).map((w) => w.notBefore));
              // Only writes held behind a refusal are left: they wait for the fitter.
              if (wake <= now) break;
              now = wake;
              continue;
            }
            const f = fate.next().value as string;
            let outcome: Outcome;
            if (stored.has(next.key)) outcome = { kind: 'answered', status: 201 };
            else if (f === 'refuse' || refusedKeys.has(next.key)) {
              refusedKeys.add(next.key);
              outcome = { kind: 'answered', status: 400, body: { code: 'CYLINDER_NOT_FOUND' } };
            } else if (f === 'lost-before') outcome = { kind: 'no-answer' };
            else if (f === 'error') outcome = { kind: 'answered', status: 503 };
            else {
              stored.set(next.key, (stored.get(next.key) ?? 0) + 1);
              recorded.push(next);
              outcome = f === 'lost-after' ? { kind: 'no-answer' } : { kind: 'answered', status: 201 };
            }
            const verdict = judge(next, outcome, now);
            if (verdict.kind === 'sent') queue = queue.filter((w) => w.seq !== next.seq);
            else if (verdict.kind === 'retry')
              queue = queue.map((w) =>
                w.seq === next.seq ? { ...w, attempts: verdict.attempts, notBefore: verdict.notBefore } : w,
              );
            else if (verdict.kind === 'refused')
              queue = queue.map((w) => (w.seq === next.seq ? { ...w, refused: verdict.refusal } : w));
          }
          // Never twice.
          for (const times of stored.values()) expect(times).toBe(1);
          // Per record, the server saw the writes in the order they were saved.
          for (const l of new Set(recorded.map(lane))) {
            const seqs = recorded.filter((w) => lane(w) === l).map((w) => w.seq);
            expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
          }
          // Every write is either recorded or still on the phone (refused, or held behind a refusal).
          for (const w of writes) {
            const kept = queue.some((q) => q.seq === w.seq);
            if (!stored.has(w.key)) expect(kept).toBe(true);
          }
        },
      ),
      { seed: 20261126, numRuns: 300 },
    );
  });
});

describe('noConnection: a call that never reached the server', () => {
  afterEach(() => vi.unstubAllGlobals());
  it.each<[string, boolean, unknown, boolean]>([
    ['fetch failed (TypeError), online', true, new TypeError('Failed to fetch'), true],
    ['fetch failed (TypeError), offline', false, new TypeError('Failed to fetch'), true],
    ['aborted without answer, offline', false, new DOMException('aborted', 'AbortError'), true],
    ['aborted without answer, online', true, new DOMException('aborted', 'AbortError'), false],
    ['a 404 answer, offline', false, { status: 404 }, false],
    ['a 503 answer, online', true, { status: 503 }, false],
  ])('%s', (_, onLine, error, expected) => {
    vi.stubGlobal('navigator', { onLine });
    expect(noConnection(error)).toBe(expected);
  });
});

describe('noAnswer: a call the server never answered (it may have received it)', () => {
  afterEach(() => vi.unstubAllGlobals());
  it.each<[string, boolean, unknown, boolean]>([
    ['fetch failed (TypeError), online', true, new TypeError('Failed to fetch'), true],
    ['fetch failed (TypeError), offline', false, new TypeError('Failed to fetch'), true],
    ['timed out while the phone thinks it is online', true, new RequestTimeoutError('/api/logs'), true],
    ['timed out, offline', false, new RequestTimeoutError('/api/logs'), true],
    ['aborted by its caller, online', true, new DOMException('aborted', 'AbortError'), false],
    ['a 400 refusal, online', true, { status: 400 }, false],
    ['a 503 answer, online', true, { status: 503 }, false],
    ['a 409 answer, offline', false, { status: 409 }, false],
  ])('%s', (_, onLine, error, expected) => {
    vi.stubGlobal('navigator', { onLine });
    expect(noAnswer(error)).toBe(expected);
  });
});

describe('queuedForMs: how long a write waited, the phone clock minus the phone clock', () => {
  it('is the time since it was saved, whatever the clock reads, and never negative', () => {
    fc.assert(
      fc.property(
        // A phone clock anywhere from years behind to years ahead; a wait of up to a week.
        fc.integer({ min: -1e11, max: 1e11 }),
        fc.integer({ min: 0, max: 7 * 24 * 3_600_000 }),
        (clockError, waited) => {
          const savedAt = Date.UTC(2026, 10, 27, 9) + clockError;
          expect(queuedForMs({ queuedAt: savedAt }, savedAt + waited)).toBe(waited);
        },
      ),
      { seed: 20261127, numRuns: 500 },
    );
  });

  it.each<[string, number, number, number]>([
    ['sent at once', 1_000, 1_000, 0],
    ['the clock set back since (no negative wait)', 10_000, 4_000, 0],
    ['a fraction of a ms rounds', 0, 1_500.6, 1_501],
    ['an unreadable saving time (an old record)', Number.NaN, 5_000, 0],
  ])('%s', (_name, queuedAt, now, expected) => {
    expect(queuedForMs({ queuedAt }, now)).toBe(expected);
  });
});
