import fc from 'fast-check';
import { addDays, addMonths, daysBetween, isIsoDate, localDate } from './calendar';

describe('calendar dates', () => {
  it.each<[string, number, string]>([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-01-15', -13, '2024-12-15'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2026-05-31', 3, '2026-08-31'],
    ['2026-05-31', 6, '2026-11-30'],
  ])('%s + %p months = %s (PostgreSQL date + interval)', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it.each<[string, number, string]>([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
  ])('%s + %p days = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('counts days across a leap day and a year end', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2026-12-01')).toBe(-30);
  });

  it.each<[unknown, boolean]>([
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['2026-1-01', false],
    [' 2026-01-01', false],
    [20260101, false],
  ])('isIsoDate(%p) is %p', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it('takes the day where the company works, not the UTC day', () => {
    expect(localDate('2026-05-31T22:30:00Z')).toBe('2026-06-01');
    expect(localDate('2026-12-31T22:59:59Z')).toBe('2026-12-31');
    expect(localDate('2026-12-31T23:00:00Z')).toBe('2027-01-01');
  });

  it('answers the same date as a fresh formatter, for any instant in any zone, asked in any order', () => {
    const zones = ['Europe/Amsterdam', 'Asia/Kathmandu', 'Pacific/Chatham', 'America/St_Johns', 'UTC'];
    const fresh = (time: number, timeZone: string) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(new Date(time));
    // Asks cluster around a few quarter-hours (where dates change in every zone), seconds apart: the same
    // minute is asked again in the same zone and in others, and minutes that straddle a date are asked.
    const quarter = fc
      .integer({ min: Date.UTC(1960, 0, 1), max: Date.UTC(2040, 0, 1) })
      .map((time) => Math.floor(time / 900_000) * 900_000);
    const asks = fc
      .tuple(
        fc.array(quarter, { minLength: 1, maxLength: 3 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: -90, max: 90 }), fc.constantFrom(...zones)), {
          minLength: 1,
          maxLength: 30,
        }),
      )
      .map(([bases, picks]) =>
        picks.map(([base, seconds, zone]) => [bases[base % bases.length] + seconds * 1000, zone] as const),
      );
    fc.assert(
      fc.property(asks, (list) => {
        for (const [time, zone] of list) expect(localDate(new Date(time), zone)).toBe(fresh(time, zone));
      }),
      { numRuns: 300 },
    );
  });
});
