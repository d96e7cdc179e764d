import { describe, expect, it } from 'vitest';
import { cylindersPath, MAX_WORK_CYLINDERS, ownEntriesPath, workCylinders, workSince } from './fitterWork';

describe('workSince: seven work days, counted in Amsterdam', () => {
  it.each([
    ['2026-11-29T10:00:00.000Z', '2026-11-23'],
    ['2026-11-29T23:30:00.000Z', '2026-11-24'], // already 30 November in Amsterdam
    ['2026-03-01T12:00:00.000Z', '2026-02-23'],
  ])('%s -> %s', (now, since) => expect(workSince(new Date(now))).toBe(since));
});

describe('workCylinders', () => {
  const entry = (cylinderId: number, date: string) => ({ cylinderId, date });
  it('keeps the cylinders of the recent entries, newest first, each once', () => {
    expect(
      workCylinders(
        [
          entry(3, '2026-11-28T09:00:00.000Z'),
          entry(1, '2026-11-27T09:00:00.000Z'),
          entry(3, '2026-11-26T09:00:00.000Z'),
          entry(2, '2026-11-22T22:59:00.000Z'), // 22 November in Amsterdam: too old
          entry(4, '2026-11-22T23:00:00.000Z'), // 23 November in Amsterdam: counts
        ],
        '2026-11-23',
      ),
    ).toEqual([3, 1, 4]);
  });

  it('stops at its maximum and is empty without recent work', () => {
    const many = Array.from({ length: 30 }, (_, i) => entry(i + 1, '2026-11-28T09:00:00.000Z'));
    expect(workCylinders(many, '2026-11-23')).toHaveLength(MAX_WORK_CYLINDERS);
    expect(workCylinders([entry(1, '2026-01-01T09:00:00.000Z')], '2026-11-23')).toEqual([]);
  });
});

describe('paths', () => {
  it('asks for the fitter’s own entries and the cylinders by id', () => {
    expect(decodeURIComponent(ownEntriesPath(7))).toBe(
      'logs?filter={"userId":7}&sort=["date","DESC"]&range=[0,49]',
    );
    expect(decodeURIComponent(cylindersPath([3, 1])!)).toBe(
      'cylinders?filter={"id":[3,1]}&sort=["serialNumber","ASC"]&range=[0,1]',
    );
    expect(cylindersPath([])).toBeNull();
  });
});
