import { endOfDateFilter, parseIsoDate, startOfDateFilter, toInstant } from './dates';

describe('parseIsoDate', () => {
  it.each([
    ['2024-02-29', { kind: 'date', value: '2024-02-29' }],
    ['2000-02-29', { kind: 'date', value: '2000-02-29' }],
    ['0001-01-01', { kind: 'date', value: '0001-01-01' }],
    ['2026-01-31T08:00:00Z', { kind: 'instant', value: '2026-01-31T08:00:00.000Z' }],
    ['2026-01-31T08:00Z', { kind: 'instant', value: '2026-01-31T08:00:00.000Z' }],
    ['2026-01-31T08:00:00.123456+02:00', { kind: 'instant', value: '2026-01-31T06:00:00.123Z' }],
    ['2026-01-31T08:00:00-0130', { kind: 'instant', value: '2026-01-31T09:30:00.000Z' }],
    ['2026-01-31T08:00:00', { kind: 'instant', value: '2026-01-31T08:00:00.000Z' }],
    ['2026-01-01T00:30:00+01:00', { kind: 'instant', value: '2025-12-31T23:30:00.000Z' }],
  ])('accepts %s', (text, expected) => {
    expect(parseIsoDate(text)).toEqual(expected);
  });

  it.each([
    '1',
    '2024',
    'March 7',
    'yesterday',
    'garbage 2020',
    '2024-02-30',
    '2023-02-29',
    '1900-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '0000-01-01',
    '24-01-01',
    '2024-1-1',
    '2024-01-01 ',
    ' 2024-01-01',
    '2024-01-01 10:00',
    '2024-02-30T10:00:00Z',
    '2024-01-01T24:00:00Z',
    '2024-01-01T10:60:00Z',
    '2024-01-01T10:00:60Z',
    '2024-01-01T10:00:00+25:00',
    '2024-01-01T10:00:00+01:60',
    '2024-01-01T10',
    '2024-W01-1',
    '2024-123',
    '0001-01-01T00:00:00+01:00',
    '+010000-01-01',
    '2024-01-01\u0000',
    '',
    null,
    42,
    ['2024-01-01'],
  ])('refuses %p', (text) => {
    expect(parseIsoDate(text)).toBeNull();
  });
});

describe('date filter bounds', () => {
  it('starts a bare day at 00:00 UTC and keeps an instant', () => {
    expect(startOfDateFilter('2024-03-01')).toBe('2024-03-01T00:00:00.000Z');
    expect(startOfDateFilter('2024-03-01T10:00:00.000Z')).toBe('2024-03-01T10:00:00.000Z');
  });

  it('ends a bare day before the next day (across month and leap-year ends)', () => {
    expect(endOfDateFilter('2024-02-29')).toEqual({ op: '<', value: '2024-03-01T00:00:00.000Z' });
    expect(endOfDateFilter('2025-12-31')).toEqual({ op: '<', value: '2026-01-01T00:00:00.000Z' });
    expect(endOfDateFilter('2024-03-01T10:00:00.000Z')).toEqual({
      op: '<=',
      value: '2024-03-01T10:00:00.000Z',
    });
  });

  it('normalises a body date-time to its UTC instant and leaves anything else for the validator', () => {
    expect(toInstant({ value: '2026-01-05' })).toBe('2026-01-05T00:00:00.000Z');
    expect(toInstant({ value: '2026-01-05T10:00:00+01:00' })).toBe('2026-01-05T09:00:00.000Z');
    expect(toInstant({ value: '2024-02-30' })).toBe('2024-02-30');
    expect(toInstant({ value: null })).toBeNull();
  });
});
