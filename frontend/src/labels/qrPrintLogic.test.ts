import { describe, expect, it } from 'vitest';
import { contentRangeTotal } from '../providers/dataProvider';
import { truncation } from './qrPrintLogic';

describe('QR print: all cylinders or a warning', () => {
  it('reads the total from Content-Range', () => {
    expect(contentRangeTotal('cylinders 0-4999/7312')).toBe(7312);
    expect(contentRangeTotal('cylinders 0-2/3')).toBe(3);
    expect(contentRangeTotal('cylinders */0')).toBe(0);
    expect(contentRangeTotal(null)).toBeUndefined();
    expect(contentRangeTotal('garbage')).toBeUndefined();
  });
  it('5,000 of 7,312 shown: 2,312 missing', () => {
    expect(truncation(5000, contentRangeTotal('cylinders 0-4999/7312'))).toEqual({
      total: 7312,
      received: 5000,
      missing: 2312,
    });
  });
  it('complete answers and a missing header give no warning', () => {
    expect(truncation(12, 12).missing).toBe(0);
    expect(truncation(12, undefined).missing).toBe(0);
    expect(truncation(0, 0).missing).toBe(0);
  });
});
