import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../api/types';
import type { SentWrite } from './outbox';
import type { QueuedWrite } from './queue';
import { entriesOnThePhone } from './usePendingEntries';

const write = (seq: number, over: Partial<QueuedWrite> = {}): QueuedWrite => ({
  seq,
  key: `k${seq}`,
  resource: 'logs',
  body: { cylinderId: 7, mutationType: 'FILLUP_RETROFIT', weightBefore: 20, weightAfter: 20 - seq },
  userId: 1,
  queuedAt: Date.parse('2026-11-27T08:00:00Z') + seq * 60_000,
  attempts: 0,
  notBefore: 0,
  refused: null,
  ...over,
});
const sentAs = (w: QueuedWrite, recordId: unknown): SentWrite => ({ write: w, recordId, sentAt: 0 });
const server = (...ids: number[]) => ids.map((id) => ({ id }) as LogEntry);
const seqs = (entries: LogEntry[]) => entries.map((e) => -e.id);

describe("a cylinder's entries on the phone, as the form reads them", () => {
  it.each<[string, QueuedWrite[], SentWrite[], LogEntry[] | undefined, number[]]>([
    ['waiting writes count', [write(1), write(2)], [], server(100), [1, 2]],
    ['a refused write is to be corrected, not counted', [write(1, { refused: { status: 422 } })], [], [], []],
    [
      'a sent write counts until the list has its record',
      [write(3)],
      [sentAs(write(2), 501)],
      server(500),
      [2, 3],
    ],
    ['a sent write whose record arrived is the list’s', [], [sentAs(write(2), 501)], server(500, 501), []],
    ['before the page has any list, a sent write counts', [], [sentAs(write(2), 501)], undefined, [2]],
    [
      'another cylinder’s writes do not',
      [write(1, { body: { cylinderId: 8 } })],
      [sentAs(write(2, { body: { cylinderId: 8 } }), 9)],
      [],
      [],
    ],
    ['a leak check is not an entry', [write(1, { resource: 'leak-checks' })], [], [], []],
  ])('%s', (_case, waiting, sent, serverLogs, expected) =>
    expect(seqs(entriesOnThePhone(7, waiting, sent, serverLogs))).toEqual(expected),
  );

  it('an entry reads as saved: its weights, dated when it was saved unless it was given a date', () => {
    const [undated, dated] = entriesOnThePhone(
      7,
      [write(1), write(2, { body: { cylinderId: 7, weightAfter: 4, date: '2026-11-01T10:00:00.000Z' } })],
      [],
      [],
    );
    expect(undated).toMatchObject({
      id: -1,
      weightAfter: 19,
      deleted: false,
      date: '2026-11-27T08:01:00.000Z',
    });
    expect(dated).toMatchObject({ id: -2, weightAfter: 4, date: '2026-11-01T10:00:00.000Z' });
  });
});
