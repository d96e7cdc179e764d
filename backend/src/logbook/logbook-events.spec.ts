import type { LogbookDto, LogbookEntryDto, LogbookLeakCheckDto } from './dto/logbook.dto';
import { facilityText, logbookEvents } from './logbook-events';

const fitter = { id: 1, name: 'Monteur Mark', certificateNumber: null };
const entry = (id: number, date: string): LogbookEntryDto => ({
  id,
  date,
  mutationType: 'FILLUP_RETROFIT',
  kg: 1,
  cylinderId: 1,
  cylinderSerialNumber: 'FG-1',
  contentOrigin: 'VIRGIN',
  originFacility: null,
  recoveredFrom: [],
  workOrder: null,
  note: null,
  fitter,
  companyCertificateNumber: null,
  corrected: false,
});
const check = (id: number, checkedOn: string, repairedOn: string | null): LogbookLeakCheckDto => ({
  id,
  checkedOn,
  result: repairedOn ? 'LEAK_FOUND' : 'NO_LEAK',
  leakLocation: null,
  method: null,
  instrument: null,
  companyCertificateNumber: null,
  repairedOn,
  repairDescription: repairedOn ? 'fixed' : null,
  followUpOfId: null,
  followUpDueFrom: null,
  followUpDueBy: null,
  followedUpByIds: [],
  note: null,
  fitter,
  corrected: false,
});
const book = (parts: Partial<LogbookDto>): LogbookDto =>
  ({
    period: { from: null, to: null },
    added: { totalKg: 0, entries: [] },
    recovered: { totalKg: 0, entries: [] },
    leakChecks: [],
    decommissioning: null,
    ...parts,
  }) as unknown as LogbookDto;

describe('logbookEvents: one row per event, oldest first', () => {
  it('puts a day’s dated events before its timed mutations, in company time', () => {
    const rows = logbookEvents(
      book({
        // 2026-03-01 23:30 UTC is 2 March 00:30 in Amsterdam.
        added: {
          totalKg: 2,
          entries: [entry(1, '2026-03-01T23:30:00.000Z'), entry(2, '2026-03-01T08:00:00.000Z')],
        },
        leakChecks: [check(7, '2026-03-02', null)],
      }),
    );
    expect(rows.map((r) => [r.event, r.day])).toEqual([
      ['FILL_UP', '2026-03-01 09:00:00'],
      ['LEAK_CHECK', '2026-03-02'],
      ['FILL_UP', '2026-03-02 00:30:00'],
    ]);
  });

  it('lists a check and its repair each by its own day, within the period only', () => {
    const leak = check(3, '2026-04-30', '2026-05-02');
    expect(logbookEvents(book({ leakChecks: [leak] })).map((r) => [r.event, r.day])).toEqual([
      ['LEAK_CHECK', '2026-04-30'],
      ['REPAIR', '2026-05-02'],
    ]);
    const may = book({ period: { from: '2026-05-01', to: '2026-05-31' }, leakChecks: [leak] });
    expect(logbookEvents(may).map((r) => [r.event, r.detailText])).toEqual([['REPAIR', 'fixed']]);
  });

  it('ends with the decommissioning and what was recovered', () => {
    const rows = logbookEvents(
      book({
        decommissioning: {
          decommissionedOn: '2026-06-02',
          gasDestination: 'SENT_FOR_DESTRUCTION',
          note: null,
          recordedBy: 'Admin Anna',
          recoveredKg: 4.25,
          recoveryEntries: [],
        },
      }),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        event: 'DECOMMISSION',
        detailCode: 'SENT_FOR_DESTRUCTION',
        kg: 4.25,
        fitter: 'Admin Anna',
      }),
    ]);
  });

  it('writes a facility as name, address, certificate, leaving out what is unknown', () => {
    expect(facilityText({ name: 'Regen BV', address: null, certificateNumber: 'R-1' })).toBe('Regen BV, R-1');
    expect(facilityText(null)).toBeNull();
  });
});
