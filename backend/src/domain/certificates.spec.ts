import fc from 'fast-check';
import { addDays } from './calendar';
import {
  CERTIFICATE_WARNING_DAYS,
  certificateStatus,
  certificateValidOn,
  type Certificate,
} from './certificates';

describe('certificateValidOn: valid through its last day', () => {
  it.each<[string, Certificate, string, boolean]>([
    ['the last valid day', { number: 'P-1', validUntil: '2026-03-10' }, '2026-03-10', true],
    ['the day after', { number: 'P-1', validUntil: '2026-03-10' }, '2026-03-11', false],
    ['long before', { number: 'P-1', validUntil: '2026-03-10' }, '2020-01-01', true],
    ['no number', { number: null, validUntil: '2030-01-01' }, '2026-03-10', false],
    ['no last day', { number: 'P-1', validUntil: null }, '2026-03-10', false],
  ])('%s: %p', (_name, certificate, on, valid) => {
    expect(certificateValidOn(certificate, on)).toBe(valid);
  });
});

describe('certificateStatus', () => {
  const today = '2026-11-25';
  it.each<[string, Certificate, string]>([
    ['missing', { number: null, validUntil: null }, 'MISSING'],
    ['expired yesterday', { number: 'P', validUntil: addDays(today, -1) }, 'EXPIRED'],
    ['last day today', { number: 'P', validUntil: today }, 'EXPIRING_SOON'],
    [
      'last day in 60 days',
      { number: 'P', validUntil: addDays(today, CERTIFICATE_WARNING_DAYS) },
      'EXPIRING_SOON',
    ],
    [
      'last day in 61 days',
      { number: 'P', validUntil: addDays(today, CERTIFICATE_WARNING_DAYS + 1) },
      'VALID',
    ],
  ])('%s: %s', (_name, certificate, status) => {
    expect(certificateStatus(certificate, today)).toBe(status);
  });

  it('is EXPIRED exactly when the certificate is not valid today while it has a number and a last day', () => {
    const day = fc.integer({ min: -400, max: 400 }).map((n) => addDays(today, n));
    fc.assert(
      fc.property(day, (validUntil) => {
        const certificate = { number: 'P', validUntil };
        expect(certificateStatus(certificate, today) === 'EXPIRED').toBe(
          !certificateValidOn(certificate, today),
        );
      }),
    );
  });
});
