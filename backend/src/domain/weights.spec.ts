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
