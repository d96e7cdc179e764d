import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { expectedGrossKg } from './expectedGross';
import { fromLocalInput, logEntryDateError } from './logEntryDate';
import { toLocalInput } from './localInput';

const now = new Date(2026, 10, 23, 14, 30, 0);

describe('mutation date field', () => {
  const cases: Array<[string, string | null]> = [
    [toLocalInput(now), null],
    ['2026-11-23T14:34', null], // within the server's 5 minutes of clock skew
    ['2026-11-23T14:36', 'errors.DATE_IN_FUTURE'],
    ['2026-11-24T09:00', 'errors.DATE_IN_FUTURE'],
    ['2026-11-20T08:15', null], // back-dated
    ['2000-01-02T00:00', null],
    ['1999-12-31T10:00', 'errors.DATE_TOO_EARLY'],
    ['', 'logs.dateInvalid'],
    ['2026-02-30T10:00', 'logs.dateInvalid'],
    ['2026-11-23', 'logs.dateInvalid'],
    ['yesterday', 'logs.dateInvalid'],
  ];
  it.each(cases)('%j -> %j', (text, expected) => {
    expect(logEntryDateError(text, now)).toBe(expected);
  });

  it('a local date-time survives the round trip to the input and back (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }),
        (d) => {
          const minute = new Date(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes());
          const text = toLocalInput(minute);
          const back = fromLocalInput(text);
          // A wall-clock time skipped by a DST change has no instant of its own; every other one round-trips.
          if (back && back.getHours() === minute.getHours()) expect(back.getTime()).toBe(minute.getTime());
        },
      ),
      { seed: 20261123, numRuns: 1000 },
    );
  }, 60_000);
});

describe('expected gross reading: content + tare, exact to the gram', () => {
  const cases: Array<[number, number, number]> = [
    [9, 10, 19],
    [0.1, 0.2, 0.3],
    [12.345, 13.655, 26],
    [0, 12.5, 12.5],
  ];
  it.each(cases)('%d + %d = %d', (content, tare, gross) => {
    expect(expectedGrossKg(content, tare)).toBe(gross);
  });
  it('equals the gram sum for any weights with 3 decimals (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (a, b) => {
        expect(expectedGrossKg(a / 1000, b / 1000)).toBe((a + b) / 1000);
      }),
      { seed: 20261123, numRuns: 2000 },
    );
  }, 60_000);
});
