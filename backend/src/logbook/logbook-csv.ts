import { CSV_BOM, csvLine } from '../common/csv';
import type { CsvLanguage } from '../common/csv-language';
import { domainLabels, isMutationType, type DomainLabels } from '../domain';
import type { LogbookDto } from './dto/logbook.dto';
import { logbookEvents, type LogbookEventRow } from './logbook-events';

const WORDS: Record<CsvLanguage, DomainLabels> = { nl: domainLabels('nl'), en: domainLabels('en') };

/**
 * The installation logbook CSV's header per language: one row per event, each starting with its context
 * (installation, owner, gas, charge) so that a row read on its own, filtered or pasted elsewhere still says
 * which installation it belongs to. en writes the API's codes; nl the same columns in Dutch words, then
 * the codes of event and detail again in their own columns at the end.
 */
export const INSTALLATION_LOGBOOK_CSV_HEADERS: Record<CsvLanguage, string[]> = {
  en: [
    'installation',
    'customer',
    'refrigerant',
    'installation charge (kg)',
    'date',
    'event',
    'detail',
    'work order',
    'leak location or repair',
    'kg',
    'cylinder serial',
    'content origin',
    'origin (facility or installation)',
    'fitter',
    'fitter certificate',
    'company certificate',
    'note',
  ],
  nl: [
    'installatie',
    'klant',
    'koudemiddel',
    'inhoud installatie (kg)',
    'datum',
    'gebeurtenis',
    'soort',
    'werkbon',
    'plaats lek of reparatie',
    'kg',
    'serienummer cilinder',
    'herkomst gas',
    'herkomst (bedrijf of installatie)',
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

/** The cells every row of the logbook starts with: which installation, whose, which gas, what charge. */
function contextCells(logbook: LogbookDto): unknown[] {
  return [logbook.installation.name, logbook.customer.name, logbook.charge.gasType, logbook.charge.chargeKg];
}

function cells(context: unknown[], row: LogbookEventRow, lang: CsvLanguage): unknown[] {
  const nl = lang === 'nl';
  const words = WORDS[lang];
  const line: unknown[] = [
    ...context,
    row.date,
    nl ? words.logbookEvent[row.event] : row.event,
    nl ? detailWords(row.detailCode, words) : row.detailCode,
    row.workOrder,
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
  const context = contextCells(logbook);
  let out = CSV_BOM + csvLine(INSTALLATION_LOGBOOK_CSV_HEADERS[lang]);
  for (const row of logbookEvents(logbook)) out += csvLine(cells(context, row, lang));
  return out;
}
