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
});
