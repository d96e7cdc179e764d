import { CSV_BOM, csvLine } from '../common/csv';
import type { CsvLanguage } from '../common/csv-language';
import { domainLabels, isMutationType, type DomainLabels } from '../domain';
import type { LogbookDto } from './dto/logbook.dto';
import { logbookEvents, type LogbookEventRow } from './logbook-events';

const WORDS: Record<CsvLanguage, DomainLabels> = { nl: domainLabels('nl'), en: domainLabels('en') };

/**
 * The installation logbook CSV's header per language: one row per event. en writes the API's codes; nl the
 * same columns in Dutch words, then the codes of event and detail again in their own columns at the end.
 */
export const INSTALLATION_LOGBOOK_CSV_HEADERS: Record<CsvLanguage, string[]> = {
  en: [
    'date',
    'event',
    'detail',
    'description',
    'kg',
    'cylinder serial',
    'content origin',
    'origin facility',
    'fitter',
    'fitter certificate',
    'company certificate',
    'note',
  ],
  nl: [
    'datum',
    'gebeurtenis',
    'detail',
    'omschrijving',
    'kg',
    'serienummer cilinder',
    'herkomst gas',
    'herkomst bedrijf',
    'monteur',
    'certificaat monteur',
    'certificaat bedrijf',
    'opmerking',
    'event',
    'detail code',
  ],
};

/** The words of a detail code: a mutation type, a leak-check result or a gas destination. */
function detailWords(code: string | null, words: DomainLabels): string | null {
  if (code === null) return null;
  if (isMutationType(code)) return words.mutationType[code];
  if (code in words.leakCheckResult)
    return words.leakCheckResult[code as keyof DomainLabels['leakCheckResult']];
  if (code in words.gasDestination) return words.gasDestination[code as keyof DomainLabels['gasDestination']];
  return code;
}

function cells(row: LogbookEventRow, lang: CsvLanguage): unknown[] {
  const nl = lang === 'nl';
  const words = WORDS[lang];
  const line: unknown[] = [
    row.date,
    nl ? words.logbookEvent[row.event] : row.event,
    nl ? detailWords(row.detailCode, words) : row.detailCode,
    row.detailText,
    row.kg,
    row.cylinderSerialNumber,
    row.contentOrigin === null ? null : nl ? words.contentOrigin[row.contentOrigin] : row.contentOrigin,
    row.originFacility,
    row.fitter,
    row.certificateNumber,
    row.companyCertificateNumber,
    row.note,
  ];
  if (nl) line.push(row.event, row.detailCode);
  return line;
}

/** The whole CSV of a logbook: BOM, header, one line per event, oldest first. */
export function installationLogbookCsv(logbook: LogbookDto, lang: CsvLanguage): string {
  let out = CSV_BOM + csvLine(INSTALLATION_LOGBOOK_CSV_HEADERS[lang]);
  for (const row of logbookEvents(logbook)) out += csvLine(cells(row, lang));
  return out;
}
