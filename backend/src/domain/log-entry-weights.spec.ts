import { checkLogEntryWeights, weightGapKg } from './log-entry-weights';
import { mutationDirection, MUTATION_TYPES, ACTION_TO_MUTATION_TYPE, DEFAULT_ACTION } from './mutation-types';

describe('mutation types', () => {
  it('has the 14 types of the specification, each with a direction from its group', () => {
    expect(MUTATION_TYPES).toHaveLength(14);
    expect(MUTATION_TYPES.map(mutationDirection).filter((d) => d === 'IN')).toHaveLength(6);
    expect(MUTATION_TYPES.map(mutationDirection).filter((d) => d === 'OUT')).toHaveLength(4);
    expect(MUTATION_TYPES.map(mutationDirection).filter((d) => d === 'NONE')).toHaveLength(4);
  });

  it('maps the dashboard actions to existing types (recovery is a reclaim)', () => {
    for (const type of Object.values(ACTION_TO_MUTATION_TYPE)) expect(MUTATION_TYPES).toContain(type);
    expect(ACTION_TO_MUTATION_TYPE.recovery).toBe('RECLAIM_MAINTENANCE');
    expect(DEFAULT_ACTION).toBe('cylinder-info');
  });
});

describe('checkLogEntryWeights', () => {
  it.each([
    // type, before, after, weight → ok weight or error code
    ['FILLUP_RETROFIT', 20, 18.5, undefined, 1.5],
    ['FILLUP_RETROFIT', 20, 18.5, 1.5, 1.5],
    ['FILLUP_RETROFIT', 20, 18.5, 1.4, 'WEIGHT_MISMATCH'],
    ['FILLUP_RETROFIT', 18.5, 20, undefined, 'FILLUP_HEAVIER'],
    ['FILLUP_LEAKAGE', undefined, undefined, 2.25, 2.25],
    ['FILLUP_LEAKAGE', undefined, undefined, undefined, 'WEIGHT_REQUIRED'],
    ['FILLUP_LEAKAGE', 20, undefined, undefined, 'WEIGHT_REQUIRED'],
    ['FILLUP_WEIGH', 20, 20, undefined, 0],
    ['RECLAIM_MAINTENANCE', 12, 15.25, undefined, 3.25],
    ['RECLAIM_MAINTENANCE', 15.25, 12, undefined, 'RECLAIM_LIGHTER'],
    ['RECLAIM_TRANSFER', undefined, undefined, 0.1 + 0.2, 0.3],
    ['INSPECTION', 14, 14, undefined, 0],
    ['INSPECTION', 14, undefined, undefined, 0],
    ['INSPECTION', 14, 13.9, undefined, 'GENERAL_MOVES_NOTHING'],
    ['MOVED', undefined, undefined, 1, 'GENERAL_MOVES_NOTHING'],
    ['OTHER', undefined, undefined, 0, 0],
    ['FILLUP_RETROFIT', -1, 2, undefined, 'NEGATIVE_WEIGHT'],
  ] as const)(
    '%s before %p after %p weight %p → %p',
    (mutationType, weightBefore, weightAfter, weight, expected) => {
      const result = checkLogEntryWeights({ mutationType, weightBefore, weightAfter, weight });
      if (typeof expected === 'number') expect(result).toEqual({ ok: true, weightKg: expected });
      else expect(result).toMatchObject({ ok: false, code: expected, message: expect.any(String) });
    },
  );
});

describe('weightGapKg (tolerance compared exactly)', () => {
  it.each<[number | null, number | null, number, number | null]>([
    [10.05, 10, 0.05, null],
    [10.051, 10, 0.05, 0.051],
    [9.95, 10, 0.05, null],
    [9.949, 10, 0.05, -0.051],
    [10.06, 10, 0.05, 0.06],
    [10, 10, 0, null],
    [10.001, 10, 0, 0.001],
    [null, 10, 0.05, null],
    [10, null, 0.05, null],
  ])('before %p after previous %p, tolerance %p → gap %p', (before, previousAfter, tolerance, gap) => {
    expect(weightGapKg(before, previousAfter, tolerance)).toBe(gap);
  });
});
