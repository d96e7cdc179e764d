import { gramsToKg, hasAtMostThreeDecimals, toGrams } from './weights';

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
});

describe('hasAtMostThreeDecimals', () => {
  it.each<[number, boolean]>([
    [1, true],
    [1.5, true],
    [1.234, true],
    [1.2345, false],
    [0.1 + 0.2, true],
    [Number.NaN, false],
  ])('%p → %p', (kg, expected) => {
    expect(hasAtMostThreeDecimals(kg)).toBe(expected);
  });
});
