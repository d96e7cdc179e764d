import type { Installation } from '../api/types';

export type DueStatus = Installation['leakCheckStatus'];

export const DUE_STATUSES: readonly DueStatus[] = [
  'LEAK_UNREPAIRED',
  'OVERDUE',
  'DUE_SOON',
  'NEVER_CHECKED',
  'OK',
  'EXEMPT',
];

/**
 * Chip colours per due status, light and dark theme (tinted chip with light text in the dark). A leak not
 * repaired is the one solid red chip, in both themes: it must stand out beside an overdue check.
 */
const LIGHT: Record<DueStatus, { bg: string; fg: string }> = {
  LEAK_UNREPAIRED: { bg: '#b91c1c', fg: '#ffffff' },
  EXEMPT: { bg: '#e5e7eb', fg: '#374151' },
  OK: { bg: '#dcfce7', fg: '#166534' },
  DUE_SOON: { bg: '#fef3c7', fg: '#92400e' },
  OVERDUE: { bg: '#fee2e2', fg: '#991b1b' },
  NEVER_CHECKED: { bg: '#e0e7ff', fg: '#3730a3' },
};
const DARK: Record<DueStatus, { bg: string; fg: string }> = {
  LEAK_UNREPAIRED: { bg: '#b91c1c', fg: '#ffffff' },
  EXEMPT: { bg: 'rgba(148, 163, 184, 0.2)', fg: '#cbd5e1' },
  OK: { bg: 'rgba(34, 197, 94, 0.2)', fg: '#86efac' },
  DUE_SOON: { bg: 'rgba(245, 158, 11, 0.22)', fg: '#fcd34d' },
  OVERDUE: { bg: 'rgba(239, 68, 68, 0.22)', fg: '#fca5a5' },
  NEVER_CHECKED: { bg: 'rgba(99, 102, 241, 0.25)', fg: '#c7d2fe' },
};

export function dueColour(status: DueStatus, mode: 'light' | 'dark') {
  return (mode === 'dark' ? DARK : LIGHT)[status] ?? LIGHT.EXEMPT;
}
