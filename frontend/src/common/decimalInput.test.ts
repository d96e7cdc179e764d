import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toGrams } from '@domain/weights';
import { formatDecimalInput, formatKgInputText, parseDecimal } from './decimalInput';

describe('decimal fields', () => {
  it.each([
    [21.4, 'nl', '21,4'],
    [21.4, 'en', '21.4'],
    [0.05, 'nl', '0,05'],
    [2.2, 'nl', '2,2'],
    [1250, 'nl', '1250'],
    [1250.5, 'en', '1250.5'],
    [19, 'nl', '19'],
    [-0.051, 'nl', '-0,051'],
    [null, 'nl', ''],
  ] as const)('%s in %s shows %j', (value, locale, text) =>
    expect(formatDecimalInput(value, locale)).toBe(text),
  );

  it('kilograms never show a float tail', () => {
    expect(formatKgInputText(0.30000000000000004, 'nl')).toBe('0,3');
    expect(formatKgInputText(23.6 - 21.4, 'nl')).toBe('2,2');
    expect(formatKgInputText(23.6 - 21.4, 'en')).toBe('2.2');
  });

  it.each([
    ['', null],
    ['  ', null],
    ['23,6', 23.6],
    ['23.6', 23.6],
    [' 21,4 ', 21.4],
    [',5', 0.5],
    ['.5', 0.5],
    ['7,', 7],
    ['-0,05', -0.05],
  ])('reads %j as %s', (text, value) => expect(parseDecimal(text)).toBe(value));

  it.each(['abc', '1,2,3', '1.234,5', '1,234.5', '12 kg', ',', '.', '-', '1e3'])('refuses %j', (text) =>
    expect(parseDecimal(text)).toBeNaN(),
  );

  it('any gram value shown in Dutch or English reads back as the same grams', () =>
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.constantFrom('nl', 'en'),
        (grams, locale) => {
          const shown = formatKgInputText(grams / 1000, locale);
          expect(shown).not.toContain(locale === 'nl' ? '.' : ',');
          const read = parseDecimal(shown);
          expect(read).not.toBeNull();
          expect(toGrams(read as number)).toBe(grams);
        },
      ),
      { seed: 20261129, numRuns: 2000 },
    ));

  it('either separator reads the same number', () =>
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.integer({ min: 0, max: 999 }), (whole, thousandths) => {
        const fraction = String(thousandths).padStart(3, '0');
        const comma = parseDecimal(`${whole},${fraction}`);
        const dot = parseDecimal(`${whole}.${fraction}`);
        expect(comma).toBe(dot);
        expect(toGrams(comma as number)).toBe(whole * 1000 + thousandths);
      }),
      { seed: 20261129, numRuns: 2000 },
    ));
});
