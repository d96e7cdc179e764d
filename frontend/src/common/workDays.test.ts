import { describe, expect, it } from 'vitest';
import { workSince } from './workDays';

describe('workSince: seven work days, today included, counted in Amsterdam', () => {
  it.each([
    ['2026-11-29T10:00:00.000Z', '2026-11-23'],
    ['2026-11-29T23:30:00.000Z', '2026-11-24'], // already 30 November in Amsterdam
    ['2026-03-01T12:00:00.000Z', '2026-02-23'],
    ['2026-01-01T00:30:00.000Z', '2025-12-26'],
  ])('%s -> %s', (now, since) => expect(workSince(new Date(now))).toBe(since));
});
