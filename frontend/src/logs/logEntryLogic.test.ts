import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  contentSeries,
  filterLogs,
  followLastEntry,
  formatKgInput,
  gapWarning,
  mutationTypeForAction,
  parseAction,
  parseKg,
  previousEntry,
  readingsDifference,
  startingReading,
  withReading,
} from './logEntryLogic';
import type { LogEntry } from '../api/types';

const log = (over: Partial<LogEntry>): LogEntry => ({
  id: 1,
  cylinderId: 1,
  cylinderSerialNumber: 'C-1',
  gasType: 'R410A',
  mutationType: 'INSPECTION',
  direction: 'NONE',
  installationId: null,
  installationName: null,
  workOrder: null,
  weight: 0,
  weightBefore: null,
  weightAfter: null,
  weightGap: null,
  note: null,
  userId: 1,
  user: { id: 1, name: 'Jan' },
  enteredById: 1,
  enteredBy: { id: 1, name: 'Jan' },
  gapExplanation: null,
  date: '2026-01-01T10:00:00.000Z',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  corrected: false,
  deleted: false,
  fitterCertificateNumber: null,
  companyCertificateNumber: null,
  certificateWarning: false,
  servicingBanAcknowledged: false,
  instrumentId: null,
  instrument: null,
  instrumentOverdue: false,
  ...over,
});

describe('actions', () => {
  it.each([
    ['charge', 'FILLUP_RETROFIT'],
    ['recovery', 'RECLAIM_MAINTENANCE'],
    ['leak-detection', 'INSPECTION'],
    ['leak-repair', 'FILLUP_LEAKAGE'],
    ['cylinder-info', 'INSPECTION'],
    ['transfer', 'RECLAIM_TRANSFER'],
    ['bogus', 'INSPECTION'],
  ])('%s preselects %s', (action, type) => expect(mutationTypeForAction(action)).toBe(type));
  it('no action preselects nothing', () => expect(mutationTypeForAction(null)).toBeNull());
  it('unknown action falls back to the default', () => expect(parseAction('x')).toBe('cylinder-info'));
});

describe('weight gap', () => {
  const logs = [
    log({ id: 1, date: '2026-01-01T10:00:00Z', weightAfter: 10 }),
    log({ id: 2, date: '2026-01-03T10:00:00Z', weightAfter: 12 }),
    log({ id: 3, date: '2026-01-05T10:00:00Z', weightAfter: 99, deleted: true }),
    log({ id: 4, date: '2026-01-02T10:00:00Z', weightAfter: 11 }),
  ];
  it('compares with the newest non-deleted entry by date', () => expect(previousEntry(logs)?.id).toBe(2));
  it('when editing, compares with the entry before the edited one', () =>
    expect(previousEntry(logs, logs[1])?.id).toBe(4));
  it.each([
    [12.05, null],
    [11.95, null],
    [12.06, 0.06],
    [11.94, -0.06],
    [12.051, 0.051],
  ])('before %s gives gap %s', (before, gap) =>
    expect(gapWarning(before, previousEntry(logs), 0.05)?.differenceKg ?? null).toBe(gap),
  );
  it('no warning without a previous weight after', () =>
    expect(gapWarning(5, log({ weightAfter: null }), 0.05)).toBeNull());
  it('no warning without a weight before', () => expect(gapWarning(null, logs[1], 0.05)).toBeNull());
});

describe('form numbers', () => {
  it.each([
    ['', null],
    ['12,5', 12.5],
    [' 3.25 ', 3.25],
  ])('parses %j', (t, v) => expect(parseKg(t)).toBe(v));
  it('garbage is NaN', () => expect(parseKg('abc')).toBeNaN());
  it('difference is exact and absolute', () => {
    expect(readingsDifference(10.3, 10.1)).toBe(0.2);
    expect(readingsDifference(10.1, 10.3)).toBe(0.2);
    expect(readingsDifference(null, 1)).toBeNull();
    expect(formatKgInput(0.30000000000000004, 'en')).toBe('0.3');
    expect(formatKgInput(0.30000000000000004, 'nl')).toBe('0,3');
  });
});

describe('content series', () => {
  it('starts at the initial content and follows the direction of each type, oldest first', () => {
    const series = contentSeries(
      { initialWeight: 10, currentWeight: 8.6, createdAt: '2025-12-31T00:00:00Z', logCount: 3 },
      [
        log({ id: 3, mutationType: 'INSPECTION', date: '2026-01-03T00:00:00Z' }),
        log({ id: 2, mutationType: 'RECLAIM_WEIGH', weight: 0.7, date: '2026-01-02T00:00:00Z' }),
        log({ id: 1, mutationType: 'FILLUP_RETROFIT', weight: 2.1, date: '2026-01-01T00:00:00Z' }),
        log({
          id: 4,
          mutationType: 'FILLUP_RETROFIT',
          weight: 5,
          date: '2026-01-04T00:00:00Z',
          deleted: true,
        }),
      ],
    );
    expect(series.map((p) => p.contentKg)).toEqual([10, 7.9, 8.6, 8.6]);
    expect(series.map((p) => p.logId)).toEqual([null, 1, 2, 3]);
    expect(series[0].date).toBe('2025-12-31T00:00:00Z');
  });

  it('counts back from the current content when only the newest entries are at hand', () => {
    const series = contentSeries(
      { initialWeight: 10, currentWeight: 4.25, createdAt: '2020-01-01T00:00:00Z', logCount: 900 },
      [
        log({ id: 901, mutationType: 'FILLUP_RETROFIT', weight: 1.5, date: '2026-01-02T00:00:00Z' }),
        log({ id: 900, mutationType: 'RECLAIM_WEIGH', weight: 0.25, date: '2026-01-01T00:00:00Z' }),
      ],
    );
    expect(series.map((p) => p.contentKg)).toEqual([5.5, 5.75, 4.25]);
    expect(series[0].date).toBe('2026-01-01T00:00:00Z');
  });
});

describe('history search', () => {
  const label = (t: string) => ({ FILLUP_RETROFIT: 'Vullen: retrofit' })[t] ?? t;
  const logs = [
    log({
      id: 1,
      mutationType: 'FILLUP_RETROFIT',
      workOrder: 'WO-77',
      note: 'Dak unit',
      user: { id: 1, name: 'Piet' },
    }),
    log({ id: 2, mutationType: 'INSPECTION', note: null, user: { id: 2, name: 'Kees' } }),
  ];
  it.each([
    ['vullen', [1]],
    ['wo-77', [1]],
    ['DAK', [1]],
    ['kees', [2]],
    ['', [1, 2]],
    ['nothing', []],
  ])('%j finds %j', (q, ids) =>
    expect(filterLogs(logs, q as string, label as never).map((l) => l.id)).toEqual(ids),
  );
});

describe('the weight fields as readings change', () => {
  // Readings as a scale shows them: up to 3 decimals, written with a dot or a comma.
  const reading = fc.tuple(fc.integer({ min: 0, max: 200_000 }), fc.boolean()).map(([g, comma]) => {
    const text = String(g / 1000);
    return comma ? text.replace('.', ',') : text;
  });
  const grams = (text: string) => Math.round((parseKg(text) as number) * 1000);
  const fields = fc.record({
    weightBefore: reading,
    weightAfter: reading,
    weight: fc.string({ maxLength: 6 }),
  });

  it('the difference is |before - after| to the gram after any reading is set, whatever it was', () =>
    fc.assert(
      fc.property(
        fields,
        fc.constantFrom('weightBefore', 'weightAfter') as fc.Arbitrary<'weightBefore' | 'weightAfter'>,
        reading,
        fc.constantFrom('nl', 'en'),
        (f, which, text, locale) => {
          const next = withReading(f, which, text, locale);
          expect(next[which]).toBe(text);
          expect(grams(next.weight)).toBe(Math.abs(grams(next.weightBefore) - grams(next.weightAfter)));
        },
      ),
    ));

  it('a pre-filled "weight before" follows the last entry, and the difference with it', () =>
    fc.assert(
      fc.property(fields, reading, (f, lastAfter) => {
        const next = followLastEntry(f, f.weightBefore, lastAfter, 'nl');
        expect(next.weightBefore).toBe(lastAfter);
        expect(next.weightAfter).toBe(f.weightAfter);
        if (lastAfter !== f.weightBefore)
          expect(grams(next.weight)).toBe(Math.abs(grams(lastAfter) - grams(f.weightAfter)));
      }),
    ));

  it.each([
    ['typed by the user', { weightBefore: '18.4', weightAfter: '17.8', weight: '0.6' }, '18', '17.9'],
    [
      'not pre-filled (an entry being corrected)',
      { weightBefore: '18.4', weightAfter: '17.8', weight: '0.6' },
      null,
      '17.9',
    ],
    ['the same last entry', { weightBefore: '18', weightAfter: '17.8', weight: '5' }, '18', '18'],
  ])('a "weight before" %s stays, and so does the difference', (_case, f, prefilled, lastAfter) =>
    expect(followLastEntry(f, prefilled, lastAfter, 'nl')).toBe(f),
  );

  it('the difference is left as typed while the other reading is empty or unreadable', () => {
    const f = { weightBefore: '18.4', weightAfter: '', weight: '0.3' };
    expect(followLastEntry(f, '18.4', '18', 'nl')).toEqual({ ...f, weightBefore: '18' });
    expect(withReading(f, 'weightAfter', '1x', 'nl')).toEqual({ ...f, weightAfter: '1x' });
  });

  it.each([
    ['nl', '23,6', '21,4', '2,2'],
    ['nl', '23.6', '21,4', '2,2'],
    ['en', '23,6', '21.4', '2.2'],
    ['en', '23.6', '21.4', '2.2'],
  ])('in %s, readings %s and %s give the difference %s', (locale, before, after, diff) => {
    const f = { weightBefore: before, weightAfter: '', weight: '' };
    expect(withReading(f, 'weightAfter', after, locale).weight).toBe(diff);
  });
});

describe('the reading a new entry starts from', () => {
  it("the cylinder's first entry starts from its delivery (gross) weight", () =>
    expect(startingReading([], 25.4)).toEqual({ kg: 25.4, from: 'delivery' }));
  it('deleted entries do not count: the cylinder still holds what it was delivered with', () =>
    expect(startingReading([log({ deleted: true, weightAfter: 20 })], 25.4)).toEqual({
      kg: 25.4,
      from: 'delivery',
    }));
  it("later entries start from the last entry's weight after", () =>
    expect(
      startingReading(
        [
          log({ id: 1, weightAfter: 21.4, date: '2026-01-02T00:00:00Z' }),
          log({ id: 2, weightAfter: 23.6, date: '2026-01-01T00:00:00Z' }),
        ],
        25.4,
      ),
    ).toEqual({ kg: 21.4, from: 'last' }));
  it('a last entry without a reading proposes nothing (not the stale delivery weight)', () =>
    expect(startingReading([log({ weightAfter: null })], 25.4)).toBeNull());
});
