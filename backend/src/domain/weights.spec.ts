import fc from 'fast-check';
import { cylinderContentGrams, gramsToKg, kgText, toGrams } from './weights';

describe('toGrams', () => {
  it.each<[number | string, number]>([
    [0, 0],
    [1, 1000],
    [12.345, 12345],
    ['12.345', 12345],
    ['12,345', 12345],
    [0.1 + 0.2, 300],
    [1.0005, 1001],
    [1.0004, 1000],
    ['-0.051', -51],
    [' 7.5 ', 7500],
    ['.5', 500],
    [999.999, 999999],
  ])('%p kg is %p g', (kg, grams) => {
    expect(toGrams(kg)).toBe(grams);
  });

  it.each(['', 'abc', '1.2.3', '--1', '.'])('refuses %p', (text) => {
    expect(() => toGrams(text)).toThrow(RangeError);
  });

  it('round-trips through kilograms', () => {
    for (const grams of [0, 1, 49, 50, 51, 12345, 999999]) expect(toGrams(gramsToKg(grams))).toBe(grams);
  });

  /** The rule written as a regular expression: what the character reader must answer, text for text. */
  function byPattern(kg: number | string): number {
    const text = typeof kg === 'number' ? kg.toFixed(6) : kg.trim();
    const match = /^(-?)(\d*)(?:[.,](\d*))?$/.exec(text);
    if (!match || (match[2] === '' && !match[3])) throw new RangeError(`Not a weight: ${String(kg)}`);
    const [, sign, whole, fraction = ''] = match;
    const padded = (fraction + '0000').slice(0, 4);
    let grams = Number(whole || '0') * 1000 + Number(padded.slice(0, 3));
    if (Number(padded[3]) >= 5) grams += 1;
    return sign === '-' && grams !== 0 ? -grams : grams;
  }
  const outcome = (kg: number | string) => {
    try {
      return byPattern(kg);
    } catch (e) {
      return (e as Error).constructor.name;
    }
  };
  const actual = (kg: number | string) => {
    try {
      return toGrams(kg);
    } catch (e) {
      return (e as Error).constructor.name;
    }
  };

  it('answers as the pattern does for any text of digits, signs, separators and spaces', () => {
    const text = fc.stringMatching(/^ ?-?-?[0-9]{0,12}[.,]?[0-9]{0,9}[.,]?[0-9]{0,2}[a ]?$/);
    fc.assert(
      fc.property(fc.oneof(text, fc.string()), (kg) => expect(actual(kg)).toEqual(outcome(kg))),
      {
        numRuns: 5000,
      },
    );
  });

  it('answers as the pattern does for any number', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (kg) =>
        expect(actual(kg)).toEqual(outcome(kg)),
      ),
      { numRuns: 5000 },
    );
  });
});

describe('kgText', () => {
  it.each<[number, string]>([
    [0, '0.000'],
    [1, '0.001'],
    [1250, '1.250'],
    [-1250, '-1.250'],
    [-51, '-0.051'],
    [999999999, '999999.999'],
  ])('%p g is %p', (grams, text) => {
    expect(kgText(grams)).toBe(text);
  });

  it('round-trips through toGrams', () => {
    for (const grams of [0, 1, -1, 49, 12345, -999999]) expect(toGrams(kgText(grams))).toBe(grams);
  });
});

describe('cylinderContentGrams', () => {
  it('is delivery - tare, plus reclaimed minus filled', () => {
    expect(
      cylinderContentGrams({
        deliveryWeight: '25.400',
        tareWeight: 12.4,
        totalFilled: '3.250',
        totalReclaimed: '0.100',
      }),
    ).toEqual({ initial: 13000, current: 9850 });
  });
});
