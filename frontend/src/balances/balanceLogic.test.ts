import { describe, expect, it } from 'vitest';
import {
  BALANCE_COLUMNS,
  balanceExport,
  co2eField,
  co2eTotals,
  companyYear,
  hasEnded,
  parseYear,
  rowsWithFigures,
  signOffOf,
  yearOptions,
  type BalanceRow,
} from './balanceLogic';

const row = (gas: string, gwp: number | null, co2e: number | null): BalanceRow =>
  ({
    gas,
    gwp,
    ...Object.fromEntries(BALANCE_COLUMNS.map((c) => [c, 1])),
    ...Object.fromEntries(BALANCE_COLUMNS.map((c) => [co2eField(c), co2e])),
  }) as BalanceRow;

describe('co2eField', () => {
  it.each([
    ['openingKg', 'openingCo2eTonnes'],
    ['unexplainedKg', 'unexplainedCo2eTonnes'],
    ['closingKg', 'closingCo2eTonnes'],
  ] as const)('%s -> %s', (column, field) => expect(co2eField(column)).toBe(field));
});

describe('co2eTotals: per column, exact to the thousandth, gases without GWP left out', () => {
  it.each([
    ['no rows', [], null],
    ['only gases without GWP', [row('R-X', null, null)], null],
    ['one gas', [row('R-32', 675, 1.234)], 1.234],
    ['float sums stay exact', [row('R-32', 675, 0.1), row('R-410A', 2088, 0.2)], 0.3],
    ['a gas without GWP is skipped', [row('R-32', 675, 2.5), row('R-X', null, null)], 2.5],
    ['negative figures (unexplained)', [row('R-32', 675, -0.007), row('R-134a', 1430, 0.002)], -0.005],
  ] as const)('%s', (_, rows, expected) => {
    const totals = co2eTotals([...rows]);
    for (const column of BALANCE_COLUMNS) expect(totals[column]).toBe(expected);
  });
});

describe('yearOptions', () => {
  it('offers this year and the nine before, newest first', () => {
    expect(yearOptions(2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]);
  });
  it('adds signed years further back, once', () => {
    const years = yearOptions(2026, [{ year: 2010 }, { year: 2025 }]);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2010);
    expect(years.filter((y) => y === 2025)).toHaveLength(1);
  });
  it('keeps the year on show when it is older', () => {
    expect(yearOptions(2026, [], 2005)).toContain(2005);
    expect(yearOptions(2026, [], 2026)).toHaveLength(10);
  });
  it('never goes before the register calendar', () => {
    expect(Math.min(...yearOptions(2003))).toBe(2000);
  });
});

describe('parseYear', () => {
  it.each([
    [null, 2026],
    ['', 2026],
    ['2024', 2024],
    ['2000', 2000],
    ['1999', 2026],
    ['2101', 2026],
    ['20x4', 2026],
    ['02024', 2026],
  ] as const)('%p -> %i', (text, year) => expect(parseYear(text, 2026)).toBe(year));
});

describe('signOffOf and balanceExport', () => {
  const signOffs = [{ year: 2025, signedById: 1, signedByName: 'Anna', signedAt: '2026-01-05T10:00:00Z' }];
  it('finds the signed year only', () => {
    expect(signOffOf(2025, signOffs)?.signedByName).toBe('Anna');
    expect(signOffOf(2026, signOffs)).toBeUndefined();
    expect(signOffOf(2026, undefined)).toBeUndefined();
  });
  it.each(['csv', 'pdf'] as const)('%s export path and file name', (kind) => {
    expect(balanceExport(2025, kind)).toEqual({
      path: `balances/export.${kind}?year=2025`,
      fileName: `fgas-balance-2025.${kind}`,
    });
  });
});

describe('rowsWithFigures', () => {
  const zero = (gas: string) =>
    ({ ...row(gas, 675, 0), ...Object.fromEntries(BALANCE_COLUMNS.map((c) => [c, 0])) }) as BalanceRow;
  it.each(BALANCE_COLUMNS)('keeps a gas whose only figure is %s', (column) => {
    expect(rowsWithFigures([{ ...zero('R-32'), [column]: -0.001 }])).toHaveLength(1);
  });
  it('leaves out a gas with every figure 0', () => {
    expect(rowsWithFigures([zero('R-32'), row('R-410A', 2088, 1)]).map((r) => r.gas)).toEqual(['R-410A']);
  });
});

describe('hasEnded: a year may be signed off only after it', () => {
  it.each([
    [2025, 2026, true],
    [2026, 2026, false],
    [2027, 2026, false],
  ])('%i in %i -> %s', (year, current, ended) => expect(hasEnded(year, current)).toBe(ended));
});

describe('companyYear: the year in Amsterdam, whatever the device zone', () => {
  it.each([
    ['2026-12-31T22:59:59.999Z', 2026],
    ['2026-12-31T23:00:00.000Z', 2027],
    ['2027-06-30T22:30:00.000Z', 2027],
  ])('%s -> %i', (instant, year) => expect(companyYear(new Date(instant))).toBe(year));
});
