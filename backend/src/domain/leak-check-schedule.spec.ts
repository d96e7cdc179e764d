import fc from 'fast-check';
import { addMonths } from './calendar';
import {
  LEAK_CHECK_STATUSES,
  leakCheckStatusConditionSql,
  followUpWindow,
  leakCheckRequirement,
  leakCheckSchedule,
  pendingFollowUp,
  unrepairedLeakSince,
  type LeakCheckRecord,
  type LeakCheckSubject,
} from './leak-check-schedule';

const R410A = { gwp: 2088, refrigerantType: 'HFC' };
const HFO = { gwp: 1, refrigerantType: 'HFO' };

/** kg of R-410A (GWP 2088) that make the given tonnes of CO2e, to the gram (rounded up). */
function kgFor(tonnes: number): string {
  return (Math.ceil((tonnes * 1_000_000) / 2088) / 1000).toFixed(3);
}

function subject(over: Partial<LeakCheckSubject>): LeakCheckSubject {
  return { chargeKg: '1', ...R410A, hermeticallySealed: false, leakDetectionSystem: false, ...over };
}

describe('leakCheckRequirement: Art. 5 interval and Art. 6 detection duty', () => {
  it.each<[string, Partial<LeakCheckSubject>, number | null, boolean, string]>([
    ['4.9 t CO2e', { chargeKg: kgFor(4.9) }, null, false, 'BELOW_THRESHOLD'],
    ['just below 5 t (1 g less)', { chargeKg: '2.394' }, null, false, 'BELOW_THRESHOLD'],
    ['5 t CO2e', { chargeKg: kgFor(5) }, 12, false, 'CO2E'],
    ['49.99 t', { chargeKg: kgFor(49.99) }, 12, false, 'CO2E'],
    ['50 t', { chargeKg: kgFor(50) }, 6, false, 'CO2E'],
    ['499 t', { chargeKg: kgFor(499) }, 6, false, 'CO2E'],
    ['500 t', { chargeKg: kgFor(500) }, 3, true, 'CO2E'],
    ['5 t with detection', { chargeKg: kgFor(5), leakDetectionSystem: true }, 24, false, 'CO2E'],
    ['50 t with detection', { chargeKg: kgFor(50), leakDetectionSystem: true }, 12, false, 'CO2E'],
    ['500 t with detection', { chargeKg: kgFor(500), leakDetectionSystem: true }, 6, true, 'CO2E'],
    [
      '4.9 t with detection',
      { chargeKg: kgFor(4.9), leakDetectionSystem: true },
      null,
      false,
      'BELOW_THRESHOLD',
    ],
    ['49.99 t with detection', { chargeKg: kgFor(49.99), leakDetectionSystem: true }, 24, false, 'CO2E'],
    ['499 t with detection', { chargeKg: kgFor(499), leakDetectionSystem: true }, 12, false, 'CO2E'],
    [
      'hermetic 10 t with detection',
      { chargeKg: kgFor(10), hermeticallySealed: true, leakDetectionSystem: true },
      24,
      false,
      'CO2E',
    ],
    ['hermetic 500 t', { chargeKg: kgFor(500), hermeticallySealed: true }, 3, true, 'CO2E'],
    ['hermetic 9.9 t', { chargeKg: kgFor(9.9), hermeticallySealed: true }, null, false, 'HERMETIC'],
    ['hermetic 10 t', { chargeKg: kgFor(10), hermeticallySealed: true }, 12, false, 'CO2E'],
    ['hermetic 4 t', { chargeKg: kgFor(4), hermeticallySealed: true }, null, false, 'BELOW_THRESHOLD'],
    ['HFO 0.9 kg', { ...HFO, chargeKg: '0.9' }, null, false, 'BELOW_THRESHOLD'],
    ['HFO 1 kg', { ...HFO, chargeKg: '1' }, 12, false, 'HFO_KG'],
    ['HFO 9.999 kg', { ...HFO, chargeKg: '9.999' }, 12, false, 'HFO_KG'],
    ['HFO 10 kg', { ...HFO, chargeKg: '10' }, 6, false, 'HFO_KG'],
    ['HFO 100 kg', { ...HFO, chargeKg: '100' }, 3, true, 'HFO_KG'],
    ['HFO 100 kg with detection', { ...HFO, chargeKg: '100', leakDetectionSystem: true }, 6, true, 'HFO_KG'],
    ['HFO 1 kg with detection', { ...HFO, chargeKg: '1', leakDetectionSystem: true }, 24, false, 'HFO_KG'],
    ['HFO 10 kg with detection', { ...HFO, chargeKg: '10', leakDetectionSystem: true }, 12, false, 'HFO_KG'],
    ['HFO 0.9 kg, no GWP', { ...HFO, gwp: null, chargeKg: '0.9' }, null, false, 'BELOW_THRESHOLD'],
    ['HFO 10 kg, no GWP: kilograms decide', { ...HFO, gwp: null, chargeKg: '10' }, 6, false, 'HFO_KG'],
    ['HFO spelled "hfo "', { ...HFO, refrigerantType: 'hfo ', chargeKg: '1' }, 12, false, 'HFO_KG'],
    ['no GWP, hermetic', { gwp: null, chargeKg: '500', hermeticallySealed: true }, null, false, 'NO_GWP'],
    ['HFO 1 kg, whatever a GWP says', { ...HFO, gwp: 4000, chargeKg: '1' }, 12, false, 'HFO_KG'],
    [
      'HFO hermetic 1.999 kg',
      { ...HFO, chargeKg: '1.999', hermeticallySealed: true },
      null,
      false,
      'HERMETIC',
    ],
    ['HFO hermetic 2 kg', { ...HFO, chargeKg: '2', hermeticallySealed: true }, 12, false, 'HFO_KG'],
    ['no GWP known', { gwp: null, chargeKg: '500' }, null, false, 'NO_GWP'],
  ])('%s', (_name, over, months, detectionRequired, basis) => {
    expect(leakCheckRequirement(subject(over))).toEqual({
      intervalMonths: months,
      leakDetectionRequired: detectionRequired,
      basis,
    });
  });

  it('a band never gets a longer interval as the charge grows (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.boolean(),
        fc.constantFrom(R410A, HFO, { gwp: 675, refrigerantType: 'HFC' }),
        (a, b, detection, gas) => {
          const [small, large] = a <= b ? [a, b] : [b, a];
          const at = (grams: number) =>
            leakCheckRequirement(
              subject({ ...gas, chargeKg: (grams / 1000).toFixed(3), leakDetectionSystem: detection }),
            ).intervalMonths ?? Infinity;
          expect(at(large)).toBeLessThanOrEqual(at(small));
        },
      ),
      { seed: 573, numRuns: 500 },
    );
  });
});

describe('leakCheckSchedule: next due date and status', () => {
  const fiveTonnes = { ...subject({ chargeKg: kgFor(5) }), installedOn: '2025-03-01' };
  const check = (checkedOn: string, over: Partial<LeakCheckRecord> = {}): LeakCheckRecord => ({
    checkedOn,
    result: 'NO_LEAK',
    ...over,
  });

  it.each<[string, LeakCheckRecord[], string, string | null, string]>([
    ['never checked', [], '2026-01-01', '2026-03-01', 'NEVER_CHECKED'],
    ['checked, due in a year', [check('2026-01-10')], '2026-01-11', '2027-01-10', 'OK'],
    ['due in 31 days', [check('2025-02-01')], '2026-01-01', '2026-02-01', 'OK'],
    ['due in 30 days', [check('2025-01-31')], '2026-01-01', '2026-01-31', 'DUE_SOON'],
    ['due today', [check('2025-01-01')], '2026-01-01', '2026-01-01', 'DUE_SOON'],
    ['due yesterday', [check('2024-12-31')], '2026-01-01', '2025-12-31', 'OVERDUE'],
    [
      'the last check counts, in any order',
      [check('2025-06-01'), check('2024-01-01')],
      '2025-07-01',
      '2026-06-01',
      'OK',
    ],
    ['31 Jan + 12 months', [check('2024-01-31')], '2024-02-01', '2025-01-31', 'OK'],
  ])('%s', (_name, checks, today, due, status) => {
    const schedule = leakCheckSchedule(fiveTonnes, checks, today);
    expect(schedule.nextLeakCheckDue).toBe(due);
    expect(schedule.leakCheckStatus).toBe(status);
    expect(schedule.intervalMonths).toBe(12);
  });

  it('an exempt installation has no due date, whatever its checks', () => {
    const schedule = leakCheckSchedule(subject({ chargeKg: kgFor(4) }), [check('2020-01-01')], '2026-01-01');
    expect(schedule).toMatchObject({
      leakCheckStatus: 'EXEMPT',
      nextLeakCheckDue: null,
      lastLeakCheckOn: '2020-01-01',
    });
  });

  it('a repaired leak brings the next check forward to within a month of the repair', () => {
    const checks = [check('2026-03-10', { result: 'LEAK_FOUND', repairedOn: '2026-03-12' })];
    const schedule = leakCheckSchedule(fiveTonnes, checks, '2026-03-13');
    expect(schedule.nextLeakCheckDue).toBe('2026-04-12');
    expect(schedule.leakCheckStatus).toBe('DUE_SOON');
    expect(leakCheckSchedule(fiveTonnes, checks, '2026-04-13').leakCheckStatus).toBe('OVERDUE');
  });

  it('a check on the repair day is not the follow-up; the next day is', () => {
    const repaired = check('2026-03-10', { result: 'LEAK_FOUND', repairedOn: '2026-03-12' });
    expect(pendingFollowUp([repaired, check('2026-03-12')])).toEqual({ repairedOn: '2026-03-12' });
    expect(pendingFollowUp([repaired, check('2026-03-13')])).toBeNull();
    expect(
      leakCheckSchedule(fiveTonnes, [repaired, check('2026-03-13')], '2026-03-14').nextLeakCheckDue,
    ).toBe('2027-03-13');
  });

  it('a leak found and not yet repaired puts no follow-up due', () => {
    expect(pendingFollowUp([check('2026-03-10', { result: 'LEAK_FOUND' })])).toBeNull();
  });

  const leak = (checkedOn: string, repairedOn: string | null = null) =>
    check(checkedOn, { result: 'LEAK_FOUND', repairedOn });
  it.each<[string, LeakCheckRecord[], string | null]>([
    ['no checks', [], null],
    ['no leak found', [check('2026-03-10')], null],
    ['a leak found, no repair', [leak('2026-03-10')], '2026-03-10'],
    ['a leak found and repaired', [leak('2026-03-10', '2026-03-12')], null],
    [
      'a later check without a leak does not close it',
      [leak('2026-03-10'), check('2026-04-01')],
      '2026-03-10',
    ],
    [
      'a later leak found and repaired closes it',
      [leak('2026-03-10'), leak('2026-03-20', '2026-03-21')],
      null,
    ],
    [
      'a repair on the day it was found closes it',
      [leak('2026-03-10'), leak('2026-03-10', '2026-03-10')],
      null,
    ],
    [
      'a leak found after the latest repair is open',
      [leak('2026-03-10', '2026-03-11'), leak('2026-04-01')],
      '2026-04-01',
    ],
    ['the first open leak gives the day', [leak('2026-04-01'), leak('2026-03-01')], '2026-03-01'],
  ])('unrepairedLeakSince: %s', (_name, checks, since) => {
    expect(unrepairedLeakSince(checks)).toBe(since);
    // Whatever the interval or the due date: the leak stands out until its repair is recorded.
    for (const today of ['2026-04-02', '2030-01-01']) {
      const schedule = leakCheckSchedule(fiveTonnes, checks, today);
      expect(schedule.leakUnrepairedSince).toBe(since);
      if (since) expect(schedule.leakCheckStatus).toBe('LEAK_UNREPAIRED');
      else expect(schedule.leakCheckStatus).not.toBe('LEAK_UNREPAIRED');
    }
  });

  it('an exempt installation with a leak found and not repaired stands out too', () => {
    const schedule = leakCheckSchedule(subject({ chargeKg: kgFor(4) }), [leak('2026-03-10')], '2026-04-01');
    expect(schedule).toMatchObject({ intervalMonths: null, leakCheckStatus: 'LEAK_UNREPAIRED' });
  });

  it('once the repair is recorded, the follow-up window is what is due', () => {
    const repaired = leakCheckSchedule(fiveTonnes, [leak('2026-03-10', '2026-03-20')], '2026-03-21');
    expect(repaired).toMatchObject({ nextLeakCheckDue: '2026-04-20', leakCheckStatus: 'DUE_SOON' });
    expect(leakCheckSchedule(fiveTonnes, [leak('2026-03-10', '2026-03-20')], '2026-04-21')).toMatchObject({
      leakCheckStatus: 'OVERDUE',
    });
  });

  // 12 kg R-404A (47 t CO2e: every 12 months), installed 2020-01-10.
  const r404a = { ...subject({ chargeKg: '12', gwp: 3922 }), installedOn: '2020-01-10' };
  it.each<
    [
      string,
      Partial<Omit<typeof r404a, 'installedOn'>> & { installedOn?: string | null; registeredOn?: string },
      string,
      string | null,
      string,
    ]
  >([
    ['installed 2020-01-10, never checked', {}, '2026-11-29', '2021-01-10', 'OVERDUE'],
    ['its first due day', {}, '2021-01-10', '2021-01-10', 'DUE_SOON'],
    ['30 days before it', {}, '2020-12-11', '2021-01-10', 'DUE_SOON'],
    ['31 days before it', {}, '2020-12-10', '2021-01-10', 'NEVER_CHECKED'],
    ['the day after it', {}, '2021-01-11', '2021-01-10', 'OVERDUE'],
    [
      'no installation date: the day it was registered',
      { installedOn: null, registeredOn: '2026-06-15' },
      '2026-11-29',
      '2027-06-15',
      'NEVER_CHECKED',
    ],
    [
      'no installation date, registered long ago',
      { installedOn: null, registeredOn: '2024-06-15' },
      '2026-11-29',
      '2025-06-15',
      'OVERDUE',
    ],
    [
      'with a leak detection system: 24 months',
      { leakDetectionSystem: true },
      '2021-06-01',
      '2022-01-10',
      'NEVER_CHECKED',
    ],
  ])('never checked: %s', (_name, over, today, due, status) => {
    const schedule = leakCheckSchedule({ ...r404a, ...over }, [], today);
    expect(schedule).toMatchObject({ nextLeakCheckDue: due, leakCheckStatus: status, lastLeakCheckOn: null });
  });

  it.each<[string, LeakCheckRecord[], string]>([
    ['never checked', [], 'NEVER_CHECKED'],
    ['checked long ago', [check('2020-06-01')], 'OK'],
    ['with a leak left unrepaired', [leak('2020-06-01')], 'LEAK_UNREPAIRED'],
  ])(
    'decommissioned (%s): the interval it had, never due, the status it had apart from due',
    (_n, checks, status) => {
      // 5.508 kg R-404A: 21.6 t CO2e, every 12 months.
      const schedule = leakCheckSchedule(
        { ...r404a, chargeKg: '5.508', decommissioned: true },
        checks,
        '2026-11-29',
      );
      expect(schedule).toMatchObject({ intervalMonths: 12, nextLeakCheckDue: null, leakCheckStatus: status });
    },
  );

  it('the follow-up window is from the day after the repair to one month after it', () => {
    expect(followUpWindow('2026-01-31')).toEqual({ earliest: '2026-02-01', latest: '2026-02-28' });
    expect(followUpWindow('2028-01-31')).toEqual({ earliest: '2028-02-01', latest: '2028-02-29' });
    expect(followUpWindow('2026-12-31')).toEqual({ earliest: '2027-01-01', latest: '2027-01-31' });
  });

  it('changing the charge, the gas or the detection flag moves the due date from the same last check', () => {
    const last = [check('2026-01-15')];
    const at = (over: Partial<LeakCheckSubject>) =>
      leakCheckSchedule({ ...fiveTonnes, ...over }, last, '2026-02-01').nextLeakCheckDue;
    expect(at({})).toBe('2027-01-15');
    expect(at({ chargeKg: kgFor(50) })).toBe('2026-07-15');
    expect(at({ chargeKg: kgFor(500) })).toBe('2026-04-15');
    expect(at({ leakDetectionSystem: true })).toBe('2028-01-15');
    expect(at({ gwp: 675 })).toBeNull();
    expect(at({ ...HFO, chargeKg: kgFor(5) })).toBe('2027-01-15');
  });

  it('the due date is always one interval after the last check (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        fc.constantFrom('5', '50', '500'),
        (date, tonnes) => {
          const checkedOn = date.toISOString().slice(0, 10);
          const s = leakCheckSchedule(
            { ...fiveTonnes, chargeKg: kgFor(Number(tonnes)) },
            [check(checkedOn)],
            checkedOn,
          );
          expect(s.nextLeakCheckDue).toBe(addMonths(checkedOn, s.intervalMonths!));
        },
      ),
      { seed: 2024, numRuns: 300 },
    );
  });
});

describe('leakCheckStatusConditionSql: the status conditions the due list filters on', () => {
  it('names the stored columns, today, and the 30-day window', () => {
    expect(leakCheckStatusConditionSql('i', 'OVERDUE', '$1::date')).toBe(
      'i.leak_unrepaired_since is null and i.leak_check_interval_months is not null and i.next_leak_check_due < $1::date',
    );
    expect(leakCheckStatusConditionSql('i', 'LEAK_UNREPAIRED', 'T')).toBe(
      'i.leak_unrepaired_since is not null',
    );
    expect(leakCheckStatusConditionSql('i', 'DUE_SOON', 'T')).toContain('i.next_leak_check_due <= T + 30');
    expect(leakCheckStatusConditionSql('i', 'EXEMPT', 'T')).toBe(
      'i.leak_unrepaired_since is null and i.leak_check_interval_months is null',
    );
  });

  it('has one condition per status', () => {
    for (const status of LEAK_CHECK_STATUSES)
      expect(leakCheckStatusConditionSql('x', status, 'T')).toMatch(/x\.leak_unrepaired_since/);
  });
});
