import fc from 'fast-check';
import { fillLevelSql } from './fill-level';
import {
  changedFields,
  checkLogEntryDate,
  mergeEditWeights,
  mutationTypesOf,
  savedBeforeWait,
  totalsDeltaGrams,
  type EditableWeights,
} from './log-entry-rules';
import { MUTATION_TYPES } from './mutation-types';

describe('checkLogEntryDate', () => {
  const now = new Date('2026-06-01T12:00:00.000Z');
  it.each([
    ['now', '2026-06-01T12:00:00.000Z', true],
    ['5 minutes ahead (clock skew)', '2026-06-01T12:05:00.000Z', true],
    ['5 minutes and 1 ms ahead', '2026-06-01T12:05:00.001Z', 'DATE_IN_FUTURE'],
    ['tomorrow', '2026-06-02T12:00:00.000Z', 'DATE_IN_FUTURE'],
    ['the first moment of 2000', '2000-01-01T00:00:00.000Z', true],
    ['before 2000', '1999-12-31T23:59:59.999Z', 'DATE_TOO_EARLY'],
    ['an invalid date', 'nonsense', 'DATE_TOO_EARLY'],
  ])('%s', (_name, date, expected) => {
    const result = checkLogEntryDate(new Date(date), now);
    if (expected === true) expect(result).toEqual({ ok: true });
    else expect(result).toMatchObject({ ok: false, code: expected });
  });
});

describe('savedBeforeWait', () => {
  const now = new Date('2026-06-01T12:00:00.000Z');
  const reach = now.getTime() - Date.parse('2000-01-01T00:00:00.000Z');

  it('is now less the wait for every wait back to 2000, never after now; null beyond', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * reach }), (waitedMs) => {
        const date = savedBeforeWait(now, waitedMs);
        if (waitedMs > reach) return expect(date).toBeNull();
        expect(date?.getTime()).toBe(now.getTime() - waitedMs);
        expect(date!.getTime()).toBeLessThanOrEqual(now.getTime());
      }),
      { seed: 20261127, numRuns: 1000 },
    );
  });

  it.each([
    ['no wait', 0, '2026-06-01T12:00:00.000Z'],
    ['back to the first moment of 2000', reach, '2000-01-01T00:00:00.000Z'],
    ['1 ms before 2000', reach + 1, null],
  ])('%s', (_name, waitedMs, expected) => {
    expect(savedBeforeWait(now, waitedMs)?.toISOString() ?? null).toBe(expected);
  });
});

describe('totalsDeltaGrams', () => {
  it.each([
    ['FILLUP_RETROFIT', 1.25, { filled: 1250, reclaimed: 0 }],
    ['FILLUP_LEAKAGE', '0.001', { filled: 1, reclaimed: 0 }],
    ['RECLAIM_VACUUM', 3, { filled: 0, reclaimed: 3000 }],
    ['RECLAIM_TRANSFER', '12.345', { filled: 0, reclaimed: 12345 }],
    ['INSPECTION', 0, { filled: 0, reclaimed: 0 }],
    ['OTHER', 0, { filled: 0, reclaimed: 0 }],
  ] as const)('%s %s kg', (type, kg, expected) => {
    expect(totalsDeltaGrams(type, kg)).toEqual(expected);
  });
});

describe('mutationTypesOf', () => {
  it('splits the 14 types into 6 IN, 4 OUT and 4 NONE', () => {
    const [inTypes, outTypes, none] = [
      mutationTypesOf('IN'),
      mutationTypesOf('OUT'),
      mutationTypesOf('NONE'),
    ];
    expect([inTypes.length, outTypes.length, none.length]).toEqual([6, 4, 4]);
    expect([...inTypes, ...outTypes, ...none].sort()).toEqual([...MUTATION_TYPES].sort());
    expect(inTypes.every((t) => t.startsWith('RECLAIM_'))).toBe(true);
    expect(outTypes.every((t) => t.startsWith('FILLUP_'))).toBe(true);
  });
});

describe('mergeEditWeights', () => {
  const fillup: EditableWeights = {
    mutationType: 'FILLUP_RETROFIT',
    weightBefore: 30,
    weightAfter: 28,
    weight: 2,
  };
  const weightOnly: EditableWeights = {
    mutationType: 'RECLAIM_WEIGH',
    weightBefore: null,
    weightAfter: null,
    weight: 1.5,
  };
  it.each([
    ['no patch: with both readings the weight is derived again', fillup, {}, { ...fillup, weight: null }],
    [
      'a new reading: weight derived again',
      fillup,
      { weightAfter: 27.5 },
      { ...fillup, weightAfter: 27.5, weight: null },
    ],
    ['a given weight is kept', fillup, { weight: 2.5 }, { ...fillup, weight: 2.5 }],
    [
      'null clears a reading; the stored weight stays',
      fillup,
      { weightBefore: null },
      { ...fillup, weightBefore: null, weight: 2 },
    ],
    [
      'weight-only entry keeps its weight',
      weightOnly,
      { mutationType: 'RECLAIM_VACUUM' },
      { ...weightOnly, mutationType: 'RECLAIM_VACUUM' },
    ],
    [
      'to a general type: moves nothing',
      weightOnly,
      { mutationType: 'INSPECTION' },
      { ...weightOnly, mutationType: 'INSPECTION', weight: null },
    ],
    ['a new weight replaces the old', weightOnly, { weight: 0.5 }, { ...weightOnly, weight: 0.5 }],
  ] as [string, EditableWeights, Partial<EditableWeights>, EditableWeights][])(
    '%s',
    (_name, stored, patch, expected) => {
      expect(mergeEditWeights(stored, patch)).toEqual(expected);
    },
  );
});

describe('changedFields', () => {
  it.each([
    ['nothing changed', { a: 1, b: 'x' }, { a: 1, b: 'x' }, {}],
    ['one value', { a: 1, b: 'x' }, { a: 2, b: 'x' }, { a: { from: 1, to: 2 } }],
    ['undefined counts as null', { a: null }, { a: undefined }, {}],
    ['from nothing (a creation)', {}, { a: 1, b: null }, { a: { from: null, to: 1 } }],
    ['to null', { note: 'x' }, { note: null }, { note: { from: 'x', to: null } }],
  ])('%s', (_name, before, after, expected) => {
    expect(changedFields(before, after)).toEqual(expected);
  });
});

describe('fillLevelSql', () => {
  it('is the fillLevel rule (no basis: in use while it holds gas; zero basis empty; above 80 % full; above 20 % in use) as a CASE expression', () => {
    expect(fillLevelSql('cur', 'ini')).toBe(
      "(case when (ini) is null then (case when (cur) > 0 then 'IN_USE' else 'EMPTY' end) when (ini) <= 0 then 'EMPTY' when (cur) * 100 > 80 * (ini) then 'FULL' when (cur) * 100 > 20 * (ini) then 'IN_USE' else 'EMPTY' end)",
    );
  });
});
