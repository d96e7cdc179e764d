import { describe, expect, it } from 'vitest';
import { formatDate, formatKg, formatKgSigned, formatNumber, formatPercent } from './format';
import { translateApiError } from './errors';

describe('format', () => {
  it('kg with two decimals per locale', () => {
    expect(formatKg(12.5, 'nl')).toBe('12,50 kg');
    expect(formatKg('3.456', 'en')).toBe('3.46 kg');
    expect(formatKg(null, 'nl')).toBe('-');
    expect(formatNumber(1430, 'en', 0)).toBe('1,430');
    expect(formatNumber(1430, 'nl', 0)).toBe('1.430');
    expect(formatKgSigned(-1.5, 'nl')).toBe('-1,50 kg');
    expect(formatKgSigned(2, 'en')).toBe('+2.00 kg');
    expect(formatPercent(82.25, 'nl')).toMatch(/^82,[23]%$/);
  });
  it('nl-NL dates', () => {
    expect(formatDate('2026-03-07')).toBe('07-03-2026');
    expect(formatDate(null)).toBe('-');
  });
});

describe('translateApiError', () => {
  const messages: Record<string, string> = {
    'errors.CYLINDER_HAS_LOGS': 'Heeft mutaties',
    'errors.SERIAL_NUMBER_TAKEN': 'Serienummer %{serialNumber} bezet',
    'app.unknownError': 'Onbekend',
    'app.networkError': 'Geen netwerk',
  };
  const translate = ((key: string, opts?: Record<string, unknown>) => {
    const m = messages[key];
    if (m === undefined) return (opts?._ as string) ?? key;
    return m.replace(/%\{(\w+)\}/g, (all, p) => (opts && p in opts ? String(opts[p]) : all));
  }) as never;

  it('translates the code', () => {
    expect(translateApiError({ body: { code: 'CYLINDER_HAS_LOGS', error: 'x' } }, translate)).toBe(
      'Heeft mutaties',
    );
  });
  it('interpolates params', () => {
    expect(
      translateApiError(
        { body: { code: 'SERIAL_NUMBER_TAKEN', params: { serialNumber: 'FG-1' } } },
        translate,
      ),
    ).toBe('Serienummer FG-1 bezet');
  });
  it('falls back to the server text when params are missing or the code is unknown', () => {
    expect(
      translateApiError({ body: { code: 'SERIAL_NUMBER_TAKEN', error: 'Serial taken' } }, translate),
    ).toBe('Serial taken');
    expect(translateApiError({ body: { code: 'NEW_CODE', message: 'Server says' } }, translate)).toBe(
      'Server says',
    );
  });
  it('falls back to the given text, then the generic one', () => {
    expect(translateApiError({}, translate, 'Failed to save cylinder')).toBe('Failed to save cylinder');
    expect(translateApiError(null, translate)).toBe('Onbekend');
    expect(translateApiError(new TypeError('Failed to fetch'), translate)).toBe('Geen netwerk');
  });
});
