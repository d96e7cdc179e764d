import { describe, expect, it } from 'vitest';
import { cylindersPath, MAX_WORK_CYLINDERS, ownEntriesPath, workCylinders } from './fitterWork';

describe('workCylinders', () => {
  const entry = (cylinderId: number) => ({ cylinderId });
  it('keeps the cylinders of the entries, newest first, each once', () => {
    expect(workCylinders([entry(3), entry(1), entry(3), entry(4)])).toEqual([3, 1, 4]);
  });

  it('stops at its maximum and is empty without recent work', () => {
    const many = Array.from({ length: 30 }, (_, i) => entry(i + 1));
    expect(workCylinders(many)).toHaveLength(MAX_WORK_CYLINDERS);
    expect(workCylinders([])).toEqual([]);
  });
});

describe('paths', () => {
  it('asks for the fitter’s own entries of the work days and the cylinders by id', () => {
    expect(decodeURIComponent(ownEntriesPath(7, '2026-11-23'))).toBe(
      'logs?filter={"userId":7,"dateFrom":"2026-11-23"}&sort=["date","DESC"]&range=[0,49]',
    );
    expect(decodeURIComponent(cylindersPath([3, 1])!)).toBe(
      'cylinders?filter={"id":[3,1]}&sort=["serialNumber","ASC"]&range=[0,1]',
    );
    expect(cylindersPath([])).toBeNull();
  });
});
