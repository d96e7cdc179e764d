// Every error code the API can send (the catalogue in backend/src/domain/error-codes.ts) has a text under
// errors.<CODE> in both languages, so a new code without a translation fails here.
import { ERROR_CODES } from '@domain/error-codes';
import { describe, expect, it } from 'vitest';
import { appEn } from './en';
import { appNl } from './nl';

describe('API error codes', () => {
  const codes = Object.keys(ERROR_CODES).sort();

  it('reads the codes from the catalogue', () => {
    for (const known of [
      'INVALID_LIST_QUERY',
      'CYLINDER_NOT_FOUND',
      'LAST_ADMIN',
      'WEIGHT_MISMATCH',
      'DATE_IN_FUTURE',
      'IN_USE',
    ]) {
      expect(codes).toContain(known);
    }
  });

  it.each([
    ['en', appEn.errors as Record<string, string>],
    ['nl', appNl.errors as Record<string, string>],
  ])('every code has errors.<CODE> in %s', (_, errors) => {
    const missing = codes.filter((code) => !errors[code]?.trim());
    expect(missing).toEqual([]);
  });
});
