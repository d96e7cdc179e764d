import { describe, expect, it } from 'vitest';
import {
  EMPTY_LIFE,
  RENTAL_CHIP_COLOURS,
  RETEST_CHIP_COLOURS,
  lifeFrom,
  lifePayload,
  returnChecks,
  returnedContentKg,
} from './cylinderLife';

describe('lifePayload', () => {
  const typed = {
    receivedOn: '2026-03-01',
    deliveryReference: '  PB-123 ',
    rentalFreeUntil: '2026-06-01',
    rentalReturnBy: '2026-09-01',
    retestDue: '2030-01-01',
  };
  it('sends the rental dates of a rented cylinder, trimmed text, empty as null', () => {
    expect(lifePayload(typed, 'HUUR')).toEqual({ ...typed, deliveryReference: 'PB-123' });
    expect(lifePayload(EMPTY_LIFE, 'HUUR')).toEqual({
      receivedOn: null,
      deliveryReference: null,
      rentalFreeUntil: null,
      rentalReturnBy: null,
      retestDue: null,
    });
  });
  it('clears the rental dates of an owned cylinder (the server refuses them: RENTAL_ONLY_FOR_HUUR)', () => {
    expect(lifePayload(typed, 'KOOP')).toMatchObject({ rentalFreeUntil: null, rentalReturnBy: null });
    expect(lifePayload(typed, 'KOOP').receivedOn).toBe('2026-03-01');
  });
  it('round-trips through lifeFrom', () => {
    const payload = lifePayload(typed, 'HUUR');
    expect(lifePayload(lifeFrom(payload), 'HUUR')).toEqual(payload);
  });
});

describe('chip colours: a traffic light for rentals, warnings for retests', () => {
  it.each([
    ['NONE', null],
    ['GREEN', 'success'],
    ['AMBER', 'warning'],
    ['RED', 'error'],
  ] as const)('rental %s -> %p', (status, colour) => expect(RENTAL_CHIP_COLOURS[status]).toBe(colour));
  it.each([
    ['OK', null],
    ['DUE_SOON', 'warning'],
    ['OVERDUE', 'error'],
  ] as const)('retest %s -> %p', (status, colour) => expect(RETEST_CHIP_COLOURS[status]).toBe(colour));
});

describe('returnChecks', () => {
  const today = '2026-11-25';
  it.each([
    [{ returnedOn: today, weightAtReturn: '13,2', returnReference: '' }, {}],
    [
      { returnedOn: '', weightAtReturn: '13', returnReference: '' },
      { returnedOn: 'app.validation.required' },
    ],
    [
      { returnedOn: '2026-11-26', weightAtReturn: '13', returnReference: '' },
      { returnedOn: 'errors.DATE_IN_FUTURE' },
    ],
    [
      { returnedOn: today, weightAtReturn: '', returnReference: '' },
      { weightAtReturn: 'app.validation.required' },
    ],
    [
      { returnedOn: today, weightAtReturn: 'abc', returnReference: '' },
      { weightAtReturn: 'app.validation.number' },
    ],
    [
      { returnedOn: today, weightAtReturn: '1001', returnReference: '' },
      { weightAtReturn: 'app.validation.max' },
    ],
    // Below the tare is the server's refusal (RETURN_BELOW_TARE), shown translated: not checked here.
    [{ returnedOn: today, weightAtReturn: '0,5', returnReference: '' }, {}],
  ] as const)('%j -> %j', (values, expected) => {
    const checks = returnChecks(values, today);
    const keys = Object.fromEntries(
      Object.entries(checks)
        .filter(([, c]) => c)
        .map(([field, c]) => [field, c!.key]),
    );
    expect(keys).toEqual(expected);
  });
});

describe('returnedContentKg: gross at return minus tare, to the gram', () => {
  it.each([
    ['13,2', 12.5, 0.7],
    ['12.5', 12.5, 0],
    ['25.1', 12.3, 12.8],
    ['12.499', 12.5, null],
    ['', 12.5, null],
    ['abc', 12.5, null],
    ['-1', 12.5, null],
  ] as const)('%p with tare %d -> %p', (weight, tare, content) =>
    expect(returnedContentKg(weight, tare)).toBe(content),
  );
});
