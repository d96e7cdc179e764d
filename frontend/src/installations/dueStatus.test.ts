import { describe, expect, it } from 'vitest';
import { DUE_STATUSES, dueColour, type DueStatus } from './dueStatus';

/** WCAG contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('due status chips', () => {
  const every: DueStatus[] = ['LEAK_UNREPAIRED', 'EXEMPT', 'OK', 'DUE_SOON', 'OVERDUE', 'NEVER_CHECKED'];

  it('offers every status in the filter, a leak not repaired first', () => {
    expect([...DUE_STATUSES].sort()).toEqual([...every].sort());
    expect(DUE_STATUSES[0]).toBe('LEAK_UNREPAIRED');
  });

  it.each(['light', 'dark'] as const)(
    'in the %s theme, a leak not repaired is solid red with readable text',
    (mode) => {
      const unrepaired = dueColour('LEAK_UNREPAIRED', mode);
      expect(unrepaired).toEqual({ bg: '#b91c1c', fg: '#ffffff' });
      expect(contrast(unrepaired.bg, unrepaired.fg)).toBeGreaterThanOrEqual(4.5);
      // No other status shares its colours: it stands out beside an overdue check.
      for (const status of every.filter((s) => s !== 'LEAK_UNREPAIRED'))
        expect(dueColour(status, mode).bg).not.toBe(unrepaired.bg);
    },
  );
});
