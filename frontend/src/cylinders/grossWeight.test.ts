import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contentOf, grossBelowTare } from './grossWeight';

describe('gross and tare', () => {
  it.each([
    ['25,5', '12,25', 13.25],
    ['25.5', '12,25', 13.25],
    ['12,25', '12,25', 0],
    ['12', '12,25', null],
    ['', '12', null],
    ['abc', '12', null],
  ])('gross %j and tare %j leave %s kg', (gross, tare, content) =>
    expect(contentOf(gross, tare)).toBe(content),
  );

  it('the net content typed as the delivery weight is refused with the tare it must reach', () =>
    expect(grossBelowTare('13,25', '12,25')).toBeNull());

  it('any gross below its tare is refused, at or above it passes (to the gram, either separator)', () =>
    fc.assert(
      fc.property(
        fc.nat({ max: 1_000_000 }),
        fc.nat({ max: 1_000_000 }),
        fc.boolean(),
        (gross, tare, comma) => {
          const text = (grams: number) => {
            const t = (grams / 1000).toFixed(3);
            return comma ? t.replace('.', ',') : t;
          };
          const check = grossBelowTare(text(gross), text(tare));
          if (gross < tare)
            expect(check).toEqual({ key: 'cylinders.gross.belowTare', params: { tare: tare / 1000 } });
          else expect(check).toBeNull();
        },
      ),
      { seed: 20261129, numRuns: 1000 },
    ));
});
