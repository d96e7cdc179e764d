import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { leakCheckDateErrors, localToday } from './dates';

const TODAY = '2026-11-25';

describe('leakCheckDateErrors', () => {
  it.each([
    ['2026-11-25', '', null, null],
    ['2026-11-20', '2026-11-21', null, null],
    ['2026-11-20', '2026-11-20', null, null],
    ['', '', 'app.validation.required', null],
    ['2026-11-26', '', 'leakChecks.futureDate', null],
    ['2026-11-20', '2026-11-19', null, 'leakChecks.beforeCheck'],
    ['2026-11-20', '2026-11-26', null, 'leakChecks.futureDate'],
  ])('checked %j repaired %j -> %s / %s', (checked, repaired, checkedKey, repairedKey) => {
    const e = leakCheckDateErrors(checked, repaired, TODAY);
    expect([e.checkedOn?.key ?? null, e.repairedOn?.key ?? null]).toEqual([checkedKey, repairedKey]);
  });

  it('any two past dates in order are accepted; swapped they are refused', () => {
    const day = fc.integer({ min: 0, max: 3650 }).map((n) => localToday(new Date(2016, 0, 1 + n)));
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [first, second] = a <= b ? [a, b] : [b, a];
        expect(leakCheckDateErrors(first, second, TODAY)).toEqual({ checkedOn: null, repairedOn: null });
        if (first !== second)
          expect(leakCheckDateErrors(second, first, TODAY).repairedOn?.key).toBe('leakChecks.beforeCheck');
      }),
    );
  });
});
