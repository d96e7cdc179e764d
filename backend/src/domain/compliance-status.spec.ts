import { certificateStatus, certificateValidOn } from './certificates';
import { calibrationOverdue, rentalStatus, retestStatus } from './compliance-status';

describe('certificateValidOn: judged on the day the work was done', () => {
  const certificate = { number: 'FG-123', validUntil: '2026-06-30' };
  it.each<[string, { number: string | null; validUntil: string | null }, string, boolean]>([
    ['its last valid day', certificate, '2026-06-30', true],
    ['the day after', certificate, '2026-07-01', false],
    ['long before', certificate, '2020-01-01', true],
    ['no number', { number: null, validUntil: '2030-01-01' }, '2026-01-01', false],
    ['a blank number', { number: '  ', validUntil: '2030-01-01' }, '2026-01-01', false],
    ['no end date', { number: 'FG-1', validUntil: null }, '2026-01-01', false],
  ])('%s', (_name, cert, on, valid) => {
    expect(certificateValidOn(cert, on)).toBe(valid);
  });

  it.each<[string | null, string, string]>([
    ['2026-03-01', '2025-12-30', 'VALID'],
    ['2026-03-01', '2025-12-31', 'EXPIRING_SOON'],
    ['2026-03-01', '2026-03-01', 'EXPIRING_SOON'],
    ['2026-03-01', '2026-03-02', 'EXPIRED'],
    [null, '2026-03-02', 'MISSING'],
  ])('valid until %p, today %p: %p', (validUntil, today, status) => {
    expect(certificateStatus({ number: 'FG-1', validUntil }, today)).toBe(status);
  });
});

describe('rentalStatus: green, amber 30 days before the free period ends, red past it', () => {
  it.each<[string, string | null, string, string | null, string]>([
    ['HUUR', '2026-02-01', '2026-01-01', null, 'GREEN'],
    ['HUUR', '2026-01-31', '2026-01-01', null, 'AMBER'],
    ['HUUR', '2026-01-01', '2026-01-01', null, 'AMBER'],
    ['HUUR', '2025-12-31', '2026-01-01', null, 'RED'],
    ['HUUR', null, '2026-01-01', null, 'NONE'],
    ['KOOP', '2025-12-31', '2026-01-01', null, 'NONE'],
    ['HUUR', '2025-12-31', '2026-01-01', '2025-12-20', 'NONE'],
  ])('%s free until %p on %p (returned %p): %p', (ownership, rentalFreeUntil, today, returnedOn, status) => {
    expect(rentalStatus({ ownership, rentalFreeUntil, returnedOn }, today)).toBe(status);
  });
});

describe('retestStatus and calibrationOverdue', () => {
  it.each<[string | null, string, string]>([
    [null, '2026-01-01', 'OK'],
    ['2026-03-03', '2026-01-01', 'OK'],
    ['2026-03-02', '2026-01-01', 'DUE_SOON'],
    ['2026-01-01', '2026-01-01', 'DUE_SOON'],
    ['2025-12-31', '2026-01-01', 'OVERDUE'],
  ])('retest due %p on %p: %p', (due, today, status) => {
    expect(retestStatus(due, today)).toBe(status);
  });

  it('an instrument is overdue only after its due day', () => {
    expect(calibrationOverdue('2026-01-01', '2026-01-01')).toBe(false);
    expect(calibrationOverdue('2026-01-01', '2026-01-02')).toBe(true);
    expect(calibrationOverdue(null, '2030-01-01')).toBe(false);
  });
});
