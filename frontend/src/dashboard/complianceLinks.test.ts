import { describe, expect, it } from 'vitest';
import { complianceLines, cylinderListUrl } from './complianceLinks';

const counts = {
  rentals: { amber: 2, red: 1 },
  retests: { dueSoon: 3, overdue: 0 },
  certificates: { expiringSoon: 1, expired: 4 },
};

/** The filter a list URL carries, parsed back. */
const filterOf = (url: string | null) =>
  url === null ? null : JSON.parse(new URLSearchParams(url.split('?')[1]).get('filter')!);

describe('the dashboard compliance card', () => {
  it('links each rental and retest count to the cylinder list filtered on exactly that status', () => {
    const lines = complianceLines(counts);
    expect(lines.map((l) => [l.id, l.count, filterOf(l.to)])).toEqual([
      ['rentals-red', 1, { rentalStatus: 'RED' }],
      ['rentals-amber', 2, { rentalStatus: 'AMBER' }],
      ['retests-overdue', 0, { retestStatus: 'OVERDUE' }],
      ['retests-due-soon', 3, { retestStatus: 'DUE_SOON' }],
      ['certificates-expired', 4, null],
      ['certificates-expiring', 1, null],
    ]);
  });
  it.each([
    ['absent', undefined, false],
    ['null', null, false],
    ['present', { overdue: 2 }, true],
  ] as const)('instruments %s -> line shown: %p', (_, instruments, shown) => {
    const lines = complianceLines({ ...counts, instruments });
    expect(lines.some((l) => l.id === 'instruments-overdue')).toBe(shown);
  });
  it('writes react-admin list URLs', () => {
    expect(cylinderListUrl({ hasWeightGap: true })).toBe(
      `/cylinders?filter=${encodeURIComponent('{"hasWeightGap":true}')}`,
    );
  });
});
