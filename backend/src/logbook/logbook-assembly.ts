import { badRequest } from '../common/app-error';
import { fileNamePart } from '../common/file-name';
import {
  co2eTonnes,
  gramsToKg,
  localDate,
  mutationDirection,
  originNamesFacility,
  toGrams,
  type ContentOrigin,
} from '../domain';
import { toInstallationDto } from '../installations/installation.mapper';
import { leakCheckOutcome } from '../leak-checks/leak-check.mapper';
import type { InstallationRow } from '../installations/installation.mapper';
import type {
  LogbookDto,
  LogbookEntryDto,
  LogbookFitterDto,
  LogbookLeakCheckDto,
  LogbookPersonDto,
} from './dto/logbook.dto';
import type { LogbookQueryDto } from './dto/logbook-query.dto';
import type { LogbookContextRow, LogbookEntryRow, LogbookLeakCheckRow } from './logbook.repository';

/** A validated period: calendar days, both included; null leaves that side open. */
export interface LogbookPeriod {
  from: string | null;
  to: string | null;
}

export function logbookPeriod(query: LogbookQueryDto): LogbookPeriod {
  const period = { from: query.from ?? null, to: query.to ?? null };
  if (period.from !== null && period.to !== null && period.from > period.to)
    throw badRequest('INVALID_PERIOD', 'from must not be after to', { ...period });
  return period;
}

const person = (id: number, name: string, certificateNumber: string | null): LogbookPersonDto => ({
  id,
  name,
  certificateNumber,
});

function toEntry(row: LogbookEntryRow): LogbookEntryDto {
  return {
    id: row.id,
    date: row.date,
    mutationType: row.mutation_type,
    kg: Number(row.weight),
    cylinderId: row.cylinder_id,
    cylinderSerialNumber: row.cylinder_serial_number,
    contentOrigin: row.content_origin,
    originFacility:
      !originNamesFacility(row.content_origin) || row.origin_facility_name === null
        ? null
        : {
            name: row.origin_facility_name,
            address: row.origin_facility_address,
            certificateNumber: row.origin_facility_certificate_number,
          },
    recoveredFrom: row.recovered_from ?? [],
    workOrder: row.work_order,
    note: row.note,
    fitter: person(row.user_id, row.user_name, row.user_certificate_number),
    companyCertificateNumber: row.company_certificate_number,
    corrected: row.corrected,
  };
}

function toLeakCheck(row: LogbookLeakCheckRow): LogbookLeakCheckDto {
  return {
    id: row.id,
    checkedOn: row.checked_on,
    ...leakCheckOutcome(row),
    followedUpByIds: row.followed_up_by_ids,
    instrument:
      row.instrument_id === null
        ? null
        : { id: row.instrument_id, kind: row.instrument_kind!, serialNumber: row.instrument_serial_number! },
    note: row.note,
    fitter: person(row.user_id, row.user_name, row.user_certificate_number),
    companyCertificateNumber: row.company_certificate_number,
    corrected: row.corrected,
  };
}

/** The sum of entries' kg, in grams so that 0.1 + 0.2 stays 0.3. */
const totalKg = (entries: LogbookEntryDto[]): number =>
  gramsToKg(entries.reduce((grams, entry) => grams + toGrams(entry.kg), 0));

/** What the logbook is made of, as the database answers it (LogbookService reads it). */
export interface LogbookRows {
  installation: InstallationRow;
  context: LogbookContextRow;
  entries: LogbookEntryRow[];
  leakChecks: LogbookLeakCheckRow[];
}

/** The Art. 7 logbook of one installation for a period (see LogbookDto), from its rows. */
export function assembleLogbook(
  { installation: row, context, entries: entryRows, leakChecks: checkRows }: LogbookRows,
  period: LogbookPeriod,
  organisationName: string,
  generatedAt = new Date().toISOString(),
): LogbookDto {
  const installation = toInstallationDto(row);
  const entries = entryRows.map(toEntry);
  const added = entries.filter((entry) => mutationDirection(entry.mutationType) === 'OUT');
  const recovered = entries.filter((entry) => mutationDirection(entry.mutationType) === 'IN');
  const leakChecks = checkRows.map(toLeakCheck);
  const byOrigin = (origin: ContentOrigin) => totalKg(added.filter((e) => e.contentOrigin === origin));
  const decommissioned = installation.decommissionedOn;
  const inPeriod =
    decommissioned !== null &&
    (period.from === null || decommissioned >= period.from) &&
    (period.to === null || decommissioned <= period.to);
  const recoveryEntries = recovered.filter((entry) => entry.mutationType === 'RECLAIM_DECOMMISSION');
  return {
    generatedAt,
    period,
    installation,
    customer: {
      id: installation.customerId,
      name: installation.customerName,
      address: context.customer_address,
    },
    charge: {
      gasType: installation.gasType,
      gwp: installation.gwp,
      chargeKg: installation.chargeKg,
      co2eTonnes: co2eTonnes(row.charge_kg, row.gwp),
    },
    added: { totalKg: totalKg(added), entries: added },
    recovered: { totalKg: totalKg(recovered), entries: recovered },
    origin: {
      virginKg: byOrigin('VIRGIN'),
      recycledKg: byOrigin('RECYCLED'),
      reclaimedKg: byOrigin('RECLAIMED'),
      recoveredKg: byOrigin('RECOVERED'),
      entries: added.filter((entry) => entry.contentOrigin !== 'VIRGIN'),
    },
    company: { name: organisationName, ...companyCertificates(entries, leakChecks) },
    fitters: fitters(entries, leakChecks),
    leakChecks,
    decommissioning: inPeriod
      ? {
          decommissionedOn: decommissioned,
          gasDestination: installation.gasDestination!,
          note: installation.decommissionNote,
          recordedBy: context.decommissioned_by_name,
          recoveredKg: totalKg(recoveryEntries),
          recoveryEntries,
        }
      : null,
  };
}

/**
 * The logbook's file name, after its installation, owner and period:
 * fgas-logbook-<installation>-<customer>-<from>_<to>.<ext>; an open start is "begin", an open end the day
 * it was made (the company's calendar day).
 */
export function logbookFileName(
  logbook: Pick<LogbookDto, 'installation' | 'customer' | 'period'>,
  extension: 'csv' | 'pdf',
  today: string,
): string {
  const who = [logbook.installation.name, logbook.customer.name].map(fileNamePart).filter(Boolean);
  const period = `${logbook.period.from ?? 'begin'}_${logbook.period.to ?? today}`;
  return ['fgas-logbook', ...who, period].join('-') + `.${extension}`;
}

/** The company's calendar day of a record, so entries (instants) and checks (days) sort together. */
const recordDay = (record: LogbookEntryDto | LogbookLeakCheckDto) =>
  'checkedOn' in record ? record.checkedOn : localDate(record.date);

/** The records of the period, oldest first (by day; on one day, entries before checks). */
function byDay(entries: LogbookEntryDto[], checks: LogbookLeakCheckDto[]) {
  return [...entries, ...checks]
    .map((record, index) => ({ record, index, day: recordDay(record) }))
    .sort((a, b) => a.day.localeCompare(b.day) || a.index - b.index)
    .map(({ record }) => record);
}

/**
 * The company's certificate numbers the period's records stored (the number valid when the work was done,
 * never today's settings): every one, oldest first, and the one of the latest record that has one.
 */
function companyCertificates(entries: LogbookEntryDto[], checks: LogbookLeakCheckDto[]) {
  const stored = byDay(entries, checks)
    .map((record) => record.companyCertificateNumber)
    .filter((number): number is string => number !== null);
  return { certificateNumber: stored.at(-1) ?? null, certificateNumbers: [...new Set(stored)] };
}

/**
 * Everyone who did an entry or a check of the period, by name, with their counts: one line per person and
 * certificate number their records stored (a renewal in the period gives two lines), oldest number first.
 */
function fitters(entries: LogbookEntryDto[], checks: LogbookLeakCheckDto[]): LogbookFitterDto[] {
  const lines = new Map<string, LogbookFitterDto & { first: number }>();
  byDay(entries, checks).forEach((record, order) => {
    const who = record.fitter;
    const key = JSON.stringify([who.id, who.certificateNumber]);
    let line = lines.get(key);
    if (!line) lines.set(key, (line = { ...who, entries: 0, leakChecks: 0, first: order }));
    if ('checkedOn' in record) line.leakChecks++;
    else line.entries++;
  });
  return [...lines.values()]
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id || a.first - b.first)
    .map(({ first: _first, ...line }) => line);
}
