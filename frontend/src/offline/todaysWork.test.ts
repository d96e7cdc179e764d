import { describe, expect, it } from 'vitest';
import { MAX_CYLINDERS, MAX_INSTALLATIONS, workOfTheDay, worksInTheField } from './todaysWork';

const entry = (cylinderId: number, installationId: number | null = null) => ({ cylinderId, installationId });

describe("today's work", () => {
  it.each<[string, Parameters<typeof workOfTheDay>, ReturnType<typeof workOfTheDay>]>([
    ['nothing recorded, nothing due', [[], []], { cylinders: [], installations: [] }],
    [
      "the fitter's cylinders newest first, each once",
      [[entry(3), entry(1), entry(3), entry(2)], []],
      { cylinders: [3, 1, 2], installations: [] },
    ],
    [
      'installations due first, then those the entries went into, each once',
      [
        [entry(1, 9), entry(2, 7), entry(3, 9)],
        [{ id: 7 }, { id: 5 }],
      ],
      { cylinders: [1, 2, 3], installations: [7, 5, 9] },
    ],
  ])('%s', (_, args, expected) => {
    expect(workOfTheDay(...args)).toEqual(expected);
  });

  it('is bounded, never the whole register', () => {
    const entries = Array.from({ length: 500 }, (_, i) => entry(i + 1, i + 1000));
    const due = Array.from({ length: 300 }, (_, i) => ({ id: i + 1 }));
    const work = workOfTheDay(entries, due);
    expect(work.cylinders).toHaveLength(MAX_CYLINDERS);
    expect(work.installations).toHaveLength(MAX_INSTALLATIONS);
    // Due ones come first: they are the day's planned visits.
    expect(work.installations[0]).toBe(1);
  });

  it.each<[string, 'ADMIN' | 'MONTEUR', number, boolean]>([
    ['a fitter, nothing recorded lately', 'MONTEUR', 0, true],
    ['a fitter with entries', 'MONTEUR', 4, true],
    ['an admin at a desk (no entries of their own)', 'ADMIN', 0, false],
    ['an admin who records work as the fitter', 'ADMIN', 1, true],
  ])("today's work is kept or not: %s", (_, role, entries, expected) => {
    expect(worksInTheField(role, entries)).toBe(expected);
  });
});
