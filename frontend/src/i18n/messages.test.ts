import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import raNl from './raNl';
import { appEn, en } from './en';
import { appNl, nl } from './nl';
import { leafKeys } from './deepMerge';

const CONTRACT_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'REGISTRATION_ADMIN_FORBIDDEN',
  'REGISTRATION_CLOSED',
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'CURRENT_PASSWORD_WRONG',
  'CURRENT_PASSWORD_REQUIRED',
  'LAST_ADMIN',
  'CANNOT_DELETE_SELF',
  'REFRIGERANT_NAME_TAKEN',
  'REFRIGERANT_IN_USE',
  'SUPPLIER_IN_USE',
  'STALE_VERSION',
  'DELIVERY_BELOW_TARE',
  'SERIAL_NUMBER_TAKEN',
  'REFRIGERANT_NOT_FOUND',
  'SUPPLIER_NOT_FOUND',
  'CYLINDER_HAS_LOGS',
  'CYLINDER_NOT_FOUND',
  'WEIGHT_MISMATCH',
  'FILLUP_HEAVIER',
  'RECLAIM_LIGHTER',
  'WEIGHT_REQUIRED',
  'GENERAL_MOVES_NOTHING',
  'NOT_ENOUGH_CONTENT',
];

describe('messages', () => {
  it('Dutch covers every react-admin key and no more', () => {
    expect(leafKeys(raNl as Record<string, unknown>).sort()).toEqual(
      leafKeys(englishMessages as Record<string, unknown>).sort(),
    );
  });
  it('our Dutch and English messages have the same keys', () => {
    expect(leafKeys(appNl).sort()).toEqual(leafKeys(appEn).sort());
  });
  it('the merged catalogues have the same keys', () => {
    expect(leafKeys(nl).sort()).toEqual(leafKeys(en).sort());
  });
  it('has a translation for every error code of the API contract', () => {
    for (const code of CONTRACT_CODES) {
      expect(appEn.errors).toHaveProperty(code);
      expect(appNl.errors).toHaveProperty(code);
    }
  });
  it('no empty Dutch text', () => {
    const walk = (o: Record<string, unknown>, p = ''): void => {
      for (const [k, v] of Object.entries(o)) {
        if (typeof v === 'object' && v) walk(v as Record<string, unknown>, `${p}${k}.`);
        else if (`${p}${k}` !== 'ra.boolean.null') expect(String(v).trim(), `${p}${k}`).not.toBe('');
      }
    };
    walk(nl as Record<string, unknown>);
  });
});
