import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chargeGrams, chargeKgError, chargeKgValue } from './chargeKg';

describe('chargeKgError: a charge as the server accepts it', () => {
  it.each([
    ['12.5', null],
    ['12,5', null],
    ['0.001', null],
    ['100000', null],
    ['', null],
    ['0', 'installations.validation.positive'],
    ['0.000', 'installations.validation.positive'],
    ['0.0004', 'installations.validation.grams'],
    ['1.2345', 'installations.validation.grams'],
    ['100000.001', 'app.validation.max'],
    ['-1', 'app.validation.number'],
    ['abc', 'app.validation.number'],
    ['1e3', 'app.validation.number'],
  ])('%j -> %s', (input, key) => {
    expect(chargeKgError(input)?.key ?? null).toBe(key);
  });

  it('every whole number of grams from 1 g to 100 t is accepted and read back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.boolean(), (grams, comma) => {
        const text = `${Math.floor(grams / 1000)}${comma ? ',' : '.'}${String(grams % 1000).padStart(3, '0')}`;
        expect(chargeKgError(text)).toBeNull();
        expect(chargeGrams(text)).toBe(grams);
        expect(Math.round(chargeKgValue(text) * 1000)).toBe(grams);
      }),
    );
  });
});
