import type { CsvLanguage } from '../common/csv-language';

/**
 * The logbook CSV's header per language. en is the long-standing format integrators parse (never reordered
 * or renamed); nl has the same columns in Dutch, then the codes of type and direction in their own columns.
 * The cells are computed by PostgreSQL in this order (logs.repository.ts, logbookCsvColumns).
 */
export const LOGBOOK_CSV_HEADERS: Record<CsvLanguage, string[]> = {
  en: [
    'date',
    'cylinder serial',
    'gas',
    'GWP',
    'mutation type',
    'direction',
    'kg moved',
    'tonnes CO2e',
    'before',
    'after',
    'work order',
    'fitter',
    'entered by',
    'note',
    'gap',
    'gap explanation',
    'corrected',
    'deleted',
  ],
  nl: [
    'datum',
    'serienummer cilinder',
    'gas',
    'GWP',
    'mutatietype',
    'richting',
    'kg verplaatst',
    'ton CO2e',
    'voor',
    'na',
    'werkbon',
    'monteur',
    'ingevoerd door',
    'opmerking',
    'gewichtsverschil',
    'verklaring gewichtsverschil',
    'gecorrigeerd',
    'verwijderd',
    'mutationType',
    'direction',
  ],
};
