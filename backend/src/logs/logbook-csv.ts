import { yesNo, type CsvLanguage } from '../common/csv-language';
import { co2eTonnes, domainLabels } from '../domain';
import type { LogEntryDto } from './dto/log-entry.dto';
import type { LogEntryRow } from './log-entry.mapper';

/** The Dutch words the nl logbook writes for the codes. */
const NL = domainLabels('nl');

/**
 * The logbook CSV's header per language. en is the long-standing format integrators parse (never reordered
 * or renamed); nl has the same columns in Dutch, then the codes of type and direction in their own columns.
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

/** One logbook line's cells, in the order of LOGBOOK_CSV_HEADERS[lang]. */
export function logbookCsvCells(entry: LogEntryDto, row: LogEntryRow, lang: CsvLanguage): unknown[] {
  const nl = lang === 'nl';
  const cells: unknown[] = [
    new Date(entry.date),
    entry.cylinderSerialNumber,
    entry.gasType,
    row.gwp,
    nl ? NL.mutationType[entry.mutationType] : entry.mutationType,
    nl ? NL.direction[entry.direction] : entry.direction,
    entry.weight,
    co2eTonnes(row.weight, row.gwp),
    entry.weightBefore,
    entry.weightAfter,
    entry.workOrder,
    entry.user.name,
    entry.enteredBy.name,
    entry.note,
    entry.weightGap,
    entry.gapExplanation?.text ?? null,
    yesNo(entry.corrected, lang),
    yesNo(entry.deleted, lang),
  ];
  if (nl) cells.push(entry.mutationType, entry.direction);
  return cells;
}
