import { co2eTonnes, gwpBand } from './gwp';

describe('gwpBand (low < 1000 <= medium < 2000 <= high)', () => {
  it.each<[number | null, string | null]>([
    [0, 'LOW'],
    [675, 'LOW'],
    [999, 'LOW'],
    [1000, 'MEDIUM'],
    [1999, 'MEDIUM'],
    [2000, 'HIGH'],
    [3922, 'HIGH'],
    [null, null],
  ])('GWP %p is %p', (gwp, band) => {
    expect(gwpBand(gwp)).toBe(band);
  });
});

describe('co2eTonnes = kg x GWP / 1000', () => {
  it.each<[number, number | null, number | null]>([
    [10, 2088, 20.88],
    [1, 675, 0.675],
    [0.001, 1, 0],
    [12.5, 3922, 49.025],
    [3, null, null],
    [0, 2088, 0],
  ])('%p kg at GWP %p is %p t', (kg, gwp, tonnes) => {
    expect(co2eTonnes(kg, gwp)).toBe(tonnes);
  });
});
