import { decimalProblem, toCanonicalInt, WEIGHT_KG } from './numbers';

describe('decimalProblem: weights and other decimals', () => {
  it.each<[unknown, string | null]>([
    [0, null],
    [-0, null],
    [12.5, null],
    [12.345, null],
    [1000, null],
    [1e1, null],
    [0.001, null],
    [1e-7, 'must have at most 3 decimals'],
    [5e-324, 'must have at most 3 decimals'],
    [-5e-324, 'must be from 0 to 1000'],
    [0.1 + 0.2, 'must have at most 3 decimals'],
    [12.3456, 'must have at most 3 decimals'],
    [1e21, 'must be from 0 to 1000'],
    [1e308, 'must be from 0 to 1000'],
    [-1, 'must be from 0 to 1000'],
    [1000.001, 'must be from 0 to 1000'],
    [Number.NaN, 'must be a number'],
    [Number.POSITIVE_INFINITY, 'must be a number'],
    ['1e-7', 'must be a number'],
    ['12.5', 'must be a number'],
    [null, 'must be a number'],
    [true, 'must be a number'],
  ])('%p → %p', (value, problem) => {
    expect(decimalProblem(value, WEIGHT_KG)).toBe(problem);
  });
});

describe('toCanonicalInt: integer query parameters', () => {
  it.each<[string, unknown]>([
    ['5', 5],
    ['0', 0],
    ['500', 500],
    ['0x10', '0x10'],
    ['1e2', '1e2'],
    [' 5', ' 5'],
    ['+5', '+5'],
    ['05', '05'],
    ['5.0', '5.0'],
    ['', ''],
  ])('%p → %p', (value, result) => {
    expect(toCanonicalInt({ value })).toBe(result);
  });
});
