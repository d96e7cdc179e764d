import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MUTATION_TYPES } from '@domain';
import {
  asksInstallation,
  installationFits,
  proposeInstallation,
  type InstallationOption,
} from './installationPicker';

const entry = (
  id: number,
  date: string,
  userId: number,
  workOrder: string | null,
  installationId: number | null,
) => ({
  id,
  date,
  userId,
  workOrder,
  installationId,
});

describe('asksInstallation', () => {
  it.each(
    MUTATION_TYPES.map((t) => [
      t,
      t.startsWith('FILLUP_') || (t.startsWith('RECLAIM_') && t !== 'RECLAIM_TRANSFER'),
    ]),
  )('%s: %s', (type, asked) => expect(asksInstallation(type)).toBe(asked));
  it('not before a type is chosen', () => expect(asksInstallation('')).toBe(false));
});

describe('installationFits', () => {
  const inst = (o: Partial<InstallationOption>): InstallationOption => ({
    id: 1,
    name: 'Koelcel',
    customerName: 'Bakker',
    address: null,
    gasType: 'R-410A',
    refrigerantId: 7,
    status: 'ACTIVE',
    ...o,
  });
  it.each([
    [inst({}), { refrigerantId: 7, gasType: 'anything' }, true],
    [inst({}), { refrigerantId: 8, gasType: 'R-410A' }, false],
    [inst({}), { refrigerantId: null, gasType: ' r-410a ' }, true],
    [inst({}), { refrigerantId: null, gasType: 'R-32' }, false],
    [inst({ status: 'DECOMMISSIONED' }), { refrigerantId: 7, gasType: 'R-410A' }, false],
  ])('%#', (installation, cylinder, fits) => expect(installationFits(installation, cylinder)).toBe(fits));
});

describe('proposeInstallation', () => {
  const byWorkOrder = [
    entry(1, '2026-11-20T08:00:00Z', 5, 'WO-17', 11),
    entry(2, '2026-11-21T08:00:00Z', 6, 'wo-17 ', 12),
    entry(3, '2026-11-22T08:00:00Z', 5, 'WO-170', 13),
    entry(4, '2026-11-23T08:00:00Z', 5, 'WO-17', null),
  ];
  const onCylinder = [
    entry(10, '2026-11-01T08:00:00Z', 5, null, 21),
    entry(11, '2026-11-02T08:00:00Z', 6, null, 22),
    entry(12, '2026-11-03T08:00:00Z', 5, null, null),
  ];
  it.each([
    ['WO-17', 5, 12, 'the newest entry of the same work order, whoever made it (case and spaces aside)'],
    ['WO-170', 5, 13, 'a longer work order is another one'],
    ['WO-99', 5, null, 'an unknown work order proposes nothing'],
    ['', 5, 21, "no work order: this fitter's last link on this cylinder"],
    ['  ', 6, 22, 'blank is no work order'],
    ['', 7, null, 'a fitter who never linked gets nothing'],
    ['', '', null, 'no fitter chosen'],
  ] as const)('%j for user %j: %j (%s)', (workOrder, userId, expected, _why) =>
    expect(proposeInstallation(workOrder, userId, byWorkOrder, onCylinder)).toBe(expected),
  );

  it('proposes the newest linked entry whatever order the list comes in', () => {
    const entries = fc
      .uniqueArray(
        fc.record({ id: fc.integer({ min: 1, max: 1e6 }), at: fc.integer({ min: 0, max: 1e9 }) }),
        {
          minLength: 1,
          maxLength: 20,
          selector: (e) => e.id,
        },
      )
      .map((rows) =>
        rows.map((r) => entry(r.id, new Date(1.7e12 + r.at * 1000).toISOString(), 5, 'A', r.id)),
      );
    fc.assert(
      fc.property(
        entries.chain((rows) =>
          fc.tuple(fc.constant(rows), fc.shuffledSubarray(rows, { minLength: rows.length })),
        ),
        ([rows, shuffled]) => {
          const newest = [...rows].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id)[0];
          expect(proposeInstallation(' a ', 5, shuffled, [])).toBe(newest.installationId);
        },
      ),
    );
  });
});
