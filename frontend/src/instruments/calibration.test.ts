import { describe, expect, it } from 'vitest';
import { calibrationDateErrors, dayOfLocalInput, instrumentOverdueOn } from './calibration';

describe('instrumentOverdueOn', () => {
  const due = { calibrationDue: '2026-03-10' };
  it.each<[string, { calibrationDue: string | null } | null, string | null, boolean]>([
    ['the day before the due date', due, '2026-03-09', false],
    ['the due date itself', due, '2026-03-10', false],
    ['the day after the due date', due, '2026-03-11', true],
    ['a year later', due, '2027-03-10', true],
    ['an instrument without a due date', { calibrationDue: null }, '2030-01-01', false],
    ['no instrument', null, '2030-01-01', false],
    ['no day', due, null, false],
  ])('%s', (_name, instrument, day, overdue) => {
    expect(instrumentOverdueOn(instrument, day)).toBe(overdue);
  });
});

describe('dayOfLocalInput', () => {
  it.each([
    ['2026-03-10T23:30', '2026-03-10'],
    ['2026-03-11T00:00', '2026-03-11'],
    ['', null],
    ['10-03-2026', null],
  ])('%s → %s', (value, day) => expect(dayOfLocalInput(value)).toBe(day));
});

describe('calibrationDateErrors', () => {
  const today = '2026-11-25';
  it.each<[string, string, string, string | null, string | null]>([
    ['both empty', '', '', null, null],
    ['due on the calibration day', '2026-03-01', '2026-03-01', null, null],
    ['due before the calibration', '2026-03-02', '2026-03-01', null, 'instruments.dueBeforeCalibration'],
    ['calibrated tomorrow', '2026-11-26', '', 'instruments.futureDate', null],
    ['only a due date in the past', '', '2020-01-01', null, null],
  ])('%s', (_name, calibratedOn, calibrationDue, onError, dueError) => {
    expect(calibrationDateErrors(calibratedOn, calibrationDue, today)).toEqual({
      calibratedOn: onError,
      calibrationDue: dueError,
    });
  });
});
