import { toCsv } from '../common/csv';
import type { CsvLanguage } from '../common/csv-language';
import type { BalanceRowDto } from './dto/balance.dto';

const COLUMNS = [
  'openingKg',
  'receivedKg',
  'recoveredKg',
  'filledKg',
  'returnedKg',
  'unexplainedKg',
  'closingKg',
  'openingCo2eTonnes',
  'closingCo2eTonnes',
] as const;

export const BALANCE_CSV_HEADERS: Record<CsvLanguage, string[]> = {
  en: [
    'gas',
    'GWP',
    'opening kg',
    'received kg',
    'recovered kg',
    'filled kg',
    'returned kg',
    'unexplained kg',
    'closing kg',
    'opening t CO2e',
    'closing t CO2e',
  ],
  nl: [
    'gas',
    'GWP',
    'begin kg',
    'ontvangen kg',
    'teruggewonnen kg',
    'gevuld kg',
    'geretourneerd kg',
    'onverklaard kg',
    'eind kg',
    'begin t CO2e',
    'eind t CO2e',
  ],
};

/** The year's balance as CSV: one line per gas, numbers with a decimal comma (cells, so a negative figure stays a number). */
export function balanceCsv(rows: BalanceRowDto[], lang: CsvLanguage): string {
  return toCsv(
    BALANCE_CSV_HEADERS[lang],
    rows.map((row) => [row.gas, row.gwp, ...COLUMNS.map((column) => row[column])]),
  );
}
