import { fillLevel, fillPercent } from './fill-level';

describe('fillLevel (relative to the initial content: > 80 % full, > 20 % in use, else empty)', () => {
  it.each<[number, number, string]>([
    [10, 10, 'FULL'],
    [8.001, 10, 'FULL'],
    [8, 10, 'IN_USE'],
    [2.001, 10, 'IN_USE'],
    [2, 10, 'EMPTY'],
    [0, 10, 'EMPTY'],
    [5, 0, 'EMPTY'],
    [12, 10, 'FULL'],
    [-1, 10, 'EMPTY'],
  ])('%p kg of %p kg is %s', (current, initial, level) => {
    expect(fillLevel(current, initial)).toBe(level);
  });
});

describe('fillPercent', () => {
  it.each<[number, number, number]>([
    [10, 10, 100],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [0, 10, 0],
    [5, 0, 0],
  ])('%p of %p is %p %%', (current, initial, percent) => {
    expect(fillPercent(current, initial)).toBe(percent);
  });
});
