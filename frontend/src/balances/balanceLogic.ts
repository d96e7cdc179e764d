import { MAX_BALANCE_YEAR, MIN_BALANCE_YEAR, localDate, toGrams, gramsToKg } from '@domain';
import type { components } from '../api/schema';

export type BalanceRow = components['schemas']['BalanceRowDto'];
export type SignOff = components['schemas']['SignOffDto'];

/**
 * The balance's figures in the API's order, which is the identity's:
 * opening + received + recovered - filled - returned + unexplained = closing.
 */
export const BALANCE_COLUMNS = [
  'openingKg',
  'receivedKg',
  'filledKg',
  'recoveredKg',
  'returnedKg',
  'unexplainedKg',
  'closingKg',
] as const;
export type BalanceColumn = (typeof BALANCE_COLUMNS)[number];

/** The t CO2e field beside a kg field ('openingKg' -> 'openingCo2eTonnes'). */
export function co2eField(column: BalanceColumn): keyof BalanceRow & `${string}Co2eTonnes` {
  return column.replace(/Kg$/, 'Co2eTonnes') as keyof BalanceRow & `${string}Co2eTonnes`;
}

/**
 * The t CO2e of every gas added up per column, in thousandths (the API rounds each to 3 decimals); gases
 * without a GWP have no CO2e and are left out. Null for a column when no gas has a GWP.
 */
export function co2eTotals(rows: BalanceRow[]): Record<BalanceColumn, number | null> {
  const withGwp = rows.filter((r) => r.gwp !== null);
  return Object.fromEntries(
    BALANCE_COLUMNS.map((column) => {
      if (withGwp.length === 0) return [column, null];
      const milli = withGwp.reduce((sum, r) => sum + toGrams(r[co2eField(column)] ?? 0), 0);
      return [column, gramsToKg(milli)];
    }),
  ) as Record<BalanceColumn, number | null>;
}

/**
 * The years the picker offers: this year and the nine before it, every signed year and the year on show
 * (an older one opened by its address), newest first.
 */
export function yearOptions(
  currentYear: number,
  signOffs: Pick<SignOff, 'year'>[] = [],
  shown?: number,
): number[] {
  const years = new Set<number>();
  for (let y = currentYear; y > currentYear - 10 && y >= MIN_BALANCE_YEAR; y--) years.add(y);
  for (const s of signOffs) years.add(s.year);
  if (shown !== undefined) years.add(shown);
  return [...years].sort((a, b) => b - a);
}

/** The year in the page's address (?year=), else the current one; only the register's calendar counts. */
export function parseYear(text: string | null, currentYear: number): number {
  if (!text || !/^\d{4}$/.test(text)) return currentYear;
  const year = Number(text);
  return year >= MIN_BALANCE_YEAR && year <= MAX_BALANCE_YEAR ? year : currentYear;
}

/**
 * Whether a year may be signed off: only once it has ended where the company works (the server refuses the
 * current year with 409 YEAR_NOT_ENDED: a signed current year would refuse every later entry of it).
 */
export function hasEnded(year: number, currentYear: number): boolean {
  return year < currentYear;
}

/** The company's current year (Europe/Amsterdam), whatever the phone's or desk's own zone. */
export function companyYear(now: Date = new Date()): number {
  return Number(localDate(now).slice(0, 4));
}

/** The sign-off of that year, if it was signed. */
export function signOffOf(year: number, signOffs: SignOff[] | undefined): SignOff | undefined {
  return signOffs?.find((s) => s.year === year);
}

/** GET path and file name of the balance's CSV or PDF export. */
export function balanceExport(year: number, kind: 'csv' | 'pdf'): { path: string; fileName: string } {
  return { path: `balances/export.${kind}?year=${year}`, fileName: `fgas-balance-${year}.${kind}` };
}

/**
 * The rows worth a line: a gas with every figure 0 (a refrigerant whose cylinders came later, or went back
 * in an earlier year) held and moved nothing that year and is left out of the page.
 */
export function rowsWithFigures(rows: BalanceRow[]): BalanceRow[] {
  return rows.filter((r) => BALANCE_COLUMNS.some((column) => r[column] !== 0));
}
