import { describe, expect, it } from 'vitest';
import { mutationDirection, type CylinderType } from '@domain';
import { ALL_TYPES, typeGroupsFor } from './mutationTypeMenu';

describe('the mutation type menu', () => {
  it.each([
    ['FILL_UP', 'OUT'],
    ['RECLAIM', 'IN'],
  ] as Array<[CylinderType, string]>)(
    'a %s cylinder lists the types of its own direction first, general next, the other direction last',
    (cylinderType, own) => {
      const types = typeGroupsFor(cylinderType).flatMap((g) => g.types);
      const directions = types.map(mutationDirection);
      const firstOther = directions.findIndex((d) => d !== own);
      expect(directions.slice(0, firstOther).every((d) => d === own)).toBe(true);
      expect(directions.slice(firstOther, firstOther + 4)).toEqual(['NONE', 'NONE', 'NONE', 'NONE']);
      expect(directions.slice(firstOther + 4).every((d) => d !== own && d !== 'NONE')).toBe(true);
    },
  );

  it.each(['FILL_UP', 'RECLAIM', null] as Array<CylinderType | null>)(
    'offers every one of the 14 types exactly once (%s)',
    (cylinderType) => {
      const types = typeGroupsFor(cylinderType).flatMap((g) => g.types);
      expect([...types].sort()).toEqual([...ALL_TYPES].sort());
      expect(types).toHaveLength(14);
    },
  );

  it('most used first: the service top-up on a fill cylinder, a maintenance recovery on a recovery cylinder', () => {
    expect(typeGroupsFor('FILL_UP')[0].types[0]).toBe('FILLUP_LEAKAGE');
    expect(typeGroupsFor('RECLAIM')[0].types[0]).toBe('RECLAIM_MAINTENANCE');
  });

  it('each group heads only types of its own kind', () => {
    for (const group of typeGroupsFor('FILL_UP')) {
      const expected = { groupFillup: 'OUT', groupReclaim: 'IN', groupGeneral: 'NONE' }[group.key];
      expect(group.types.map(mutationDirection).every((d) => d === expected)).toBe(true);
    }
  });
});
