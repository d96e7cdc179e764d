import { formatDateTimeNl } from '../common/csv';
import type { ContentOrigin, LogbookEvent } from '../domain';
import type { LogbookDto, LogbookEntryDto, LogbookFacilityDto } from './dto/logbook.dto';

/**
 * One event of the logbook, as its CSV row and PDF lines list it. `detailCode` is the code the detail words
 * translate (mutation type, leak-check result, gas destination); `day` is the company's calendar day, or
 * its local date-time for a mutation, so that sorting the text sorts the events. `workOrder` is a
 * quantity's werkbon number; `detailText` a leak check's leak location or a repair's description.
 */
export interface LogbookEventRow {
  event: LogbookEvent;
  day: string;
  date: Date | string;
  detailCode: string | null;
  workOrder: string | null;
  detailText: string | null;
  kg: number | null;
  cylinderSerialNumber: string | null;
  contentOrigin: ContentOrigin | null;
  /** Where the gas came from: the facility of recycled or reclaimed gas, the installations of recovered gas. */
  originFacility: string | null;
  fitter: string | null;
  /** The fitter's and the company's certificate numbers the record stored when it was made. */
  certificateNumber: string | null;
  companyCertificateNumber: string | null;
  note: string | null;
}

/** "name, address, certificate" of a facility, leaving out what is unknown. */
export function facilityText(facility: LogbookFacilityDto | null): string | null {
  if (!facility) return null;
  return [facility.name, facility.address, facility.certificateNumber].filter(Boolean).join(', ');
}

/** The installations recovered gas came from, by name ("Koelcel 2, Vriescel 1"); null when none is known. */
export function recoveredFromText(entry: Pick<LogbookEntryDto, 'recoveredFrom'>): string | null {
  return entry.recoveredFrom.map((source) => source.name).join(', ') || null;
}

/** A quantity's gas source: the processing facility, or the installations recovered gas came from. */
export function originText(entry: LogbookEntryDto): string | null {
  return entry.contentOrigin === 'RECOVERED' ? recoveredFromText(entry) : facilityText(entry.originFacility);
}

function entryEvent(event: LogbookEvent, entry: LogbookEntryDto): LogbookEventRow {
  // Gas recovered out of this installation is recovered gas, whatever the cylinder it went into held.
  const recovery = event === 'RECOVERY';
  return {
    event,
    day: formatDateTimeNl(entry.date),
    date: new Date(entry.date),
    detailCode: entry.mutationType,
    workOrder: entry.workOrder,
    detailText: null,
    kg: entry.kg,
    cylinderSerialNumber: entry.cylinderSerialNumber,
    contentOrigin: recovery ? 'RECOVERED' : entry.contentOrigin,
    originFacility: recovery ? null : originText(entry),
    fitter: entry.fitter.name,
    certificateNumber: entry.fitter.certificateNumber,
    companyCertificateNumber: entry.companyCertificateNumber,
    note: entry.note,
  };
}

const inPeriod = (day: string, { from, to }: LogbookDto['period']) =>
  (from === null || day >= from) && (to === null || day <= to);

/** Every fill-up, recovery, leak check, repair and the decommissioning of the logbook, oldest first. */
export function logbookEvents(logbook: LogbookDto): LogbookEventRow[] {
  const rows: LogbookEventRow[] = [
    ...logbook.added.entries.map((entry) => entryEvent('FILL_UP', entry)),
    ...logbook.recovered.entries.map((entry) => entryEvent('RECOVERY', entry)),
  ];
  for (const check of logbook.leakChecks) {
    const shared = {
      workOrder: null,
      kg: null,
      cylinderSerialNumber: null,
      contentOrigin: null,
      originFacility: null,
      fitter: check.fitter.name,
      certificateNumber: check.fitter.certificateNumber,
      companyCertificateNumber: check.companyCertificateNumber,
    };
    if (inPeriod(check.checkedOn, logbook.period))
      rows.push({
        ...shared,
        event: 'LEAK_CHECK',
        day: check.checkedOn,
        date: check.checkedOn,
        detailCode: check.result,
        detailText: check.leakLocation,
        note: check.note,
      });
    if (check.repairedOn !== null && inPeriod(check.repairedOn, logbook.period))
      rows.push({
        ...shared,
        event: 'REPAIR',
        day: check.repairedOn,
        date: check.repairedOn,
        detailCode: null,
        detailText: check.repairDescription,
        note: null,
      });
  }
  const decommissioning = logbook.decommissioning;
  if (decommissioning)
    rows.push({
      event: 'DECOMMISSION',
      day: decommissioning.decommissionedOn,
      date: decommissioning.decommissionedOn,
      detailCode: decommissioning.gasDestination,
      workOrder: null,
      detailText: null,
      kg: decommissioning.recoveredKg,
      cylinderSerialNumber: null,
      contentOrigin: null,
      originFacility: null,
      fitter: decommissioning.recordedBy,
      certificateNumber: null,
      companyCertificateNumber: null,
      note: decommissioning.note,
    });
  // A stable sort: a day's dated events come before its timed mutations ("2026-03-01" < "2026-03-01 09:00").
  return rows.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}
