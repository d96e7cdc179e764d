import { fromPgTimestamp } from './pg-timestamp';

describe('fromPgTimestamp', () => {
  it.each([
    ['2026-05-01 10:00:00.123456+00', '2026-05-01T10:00:00.123Z'],
    ['2026-05-01 10:00:00+00', '2026-05-01T10:00:00.000Z'],
    ['2026-05-01 12:30:00.5+02', '2026-05-01T10:30:00.500Z'],
    ['2026-05-01 15:30:00+05:30', '2026-05-01T10:00:00.000Z'],
    ['2026-05-01T10:00:00.000Z', '2026-05-01T10:00:00.000Z'],
  ])('%s -> %s', (text, iso) => {
    expect(fromPgTimestamp(text).toISOString()).toBe(iso);
  });

  it('passes a Date through and refuses garbage', () => {
    const date = new Date();
    expect(fromPgTimestamp(date)).toBe(date);
    expect(() => fromPgTimestamp('yesterday')).toThrow(/Not a PostgreSQL timestamp/);
  });
});
