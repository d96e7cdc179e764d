import { fillBasisKg, fillLevel, fillPercent } from './fill-level';

describe('fillLevel (relative to the basis: > 80 % full, > 20 % in use, else empty)', () => {
  it.each<[number, number | null, string]>([
    [10, 10, 'FULL'],
    [8.001, 10, 'FULL'],
    [8, 10, 'IN_USE'],
    [2.001, 10, 'IN_USE'],
    [2, 10, 'EMPTY'],
    [0, 10, 'EMPTY'],
    [5, 0, 'EMPTY'],
    [12, 10, 'FULL'],
    [-1, 10, 'EMPTY'],
    // No basis: a recovery cylinder of unknown capacity is in use while it holds anything.
    [36.53, null, 'IN_USE'],
    [0.001, null, 'IN_USE'],
    [0, null, 'EMPTY'],
  ])('%p kg of %p kg is %s', (current, initial, level) => {
    expect(fillLevel(current, initial)).toBe(level);
  });
});

describe('fillPercent', () => {
  it.each<[number, number | null, number]>([
    [10, 10, 100],
    [36.53, 40, 91.3],
    [36.53, null, 0],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [0, 10, 0],
    [5, 0, 0],
  ])('%p of %p is %p %%', (current, initial, percent) => {
    expect(fillPercent(current, initial)).toBe(percent);
  });
});

describe('fillBasisKg: what the fill level is measured against', () => {
  it.each<[string, 'FILL_UP' | 'RECLAIM', string | null, string, string | null]>([
    ['a fill-up cylinder: its initial content', 'FILL_UP', '40.000', '12.000', '12.000'],
    ['a fill-up cylinder without capacity', 'FILL_UP', null, '12.000', '12.000'],
    ['a recovery cylinder: its capacity', 'RECLAIM', '40.000', '0.000', '40.000'],
    ['a recovery cylinder of unknown capacity: none', 'RECLAIM', null, '0.000', null],
  ])('%s', (_name, cylinderType, capacity, initialKg, basis) => {
    expect(fillBasisKg({ cylinderType, capacity, initialKg })).toBe(basis);
  });
});
