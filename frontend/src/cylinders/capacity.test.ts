import { describe, expect, it } from 'vitest';
import { capacityError, capacityPayload } from './capacity';
import { originPayload, VIRGIN_ORIGIN, facilityNameMissing, CONTENT_ORIGINS } from './contentOrigin';

describe("a recovery cylinder's capacity", () => {
  it.each<[string, string, string | null, { capacity?: number | null }]>([
    ['40', 'RECLAIM', null, { capacity: 40 }],
    ['36,53', 'RECLAIM', null, { capacity: 36.53 }],
    ['0.001', 'RECLAIM', null, { capacity: 0.001 }],
    ['', 'RECLAIM', 'app.validation.required', { capacity: null }],
    ['0', 'RECLAIM', 'app.validation.min', { capacity: 0 }],
    ['1000,5', 'RECLAIM', 'app.validation.max', { capacity: 1000.5 }],
    ['veertig', 'RECLAIM', 'app.validation.number', { capacity: Number.NaN }],
    // A fill-up cylinder is measured against its initial content: no capacity asked or sent.
    ['', 'FILL_UP', null, {}],
    ['abc', 'FILL_UP', null, {}],
  ])('%j on a %s cylinder', (text, type, error, payload) => {
    expect(capacityError(text, type)?.key ?? null).toBe(error);
    expect(capacityPayload(text, type)).toEqual(payload);
  });
});

describe('the origin of a recovery cylinder', () => {
  it('is recovered gas whatever was picked, with no facility to name', () => {
    const picked = { ...VIRGIN_ORIGIN, contentOrigin: 'RECYCLED' as const, facilityName: '' };
    expect(originPayload(picked, 'RECLAIM')).toEqual({ contentOrigin: 'RECOVERED', originFacility: null });
    expect(facilityNameMissing(picked, 'RECLAIM')).toBe(false);
    expect(facilityNameMissing(picked, 'FILL_UP')).toBe(true);
  });

  it('is no choice on a fill-up cylinder', () => {
    expect(CONTENT_ORIGINS).toEqual(['VIRGIN', 'RECYCLED', 'RECLAIMED']);
  });
});
