// The status badge's colours, apart from the badge (MUI): the cylinder page's first drawing uses them too.

/** Badge colours per seed: green active, grey inactive, yellow maintenance, red decommissioned, grey otherwise. */
const COLOURS: Record<string, { bg: string; fg: string }> = {
  ACTIVE: { bg: '#dcfce7', fg: '#166534' },
  INACTIVE: { bg: '#e5e7eb', fg: '#374151' },
  MAINTENANCE: { bg: '#fef9c3', fg: '#854d0e' },
  DECOMMISSIONED: { bg: '#fee2e2', fg: '#991b1b' },
};

/** The same hues for the dark theme: a tinted chip with light text instead of a pastel patch. */
const DARK_COLOURS: Record<string, { bg: string; fg: string }> = {
  ACTIVE: { bg: 'rgba(34, 197, 94, 0.2)', fg: '#86efac' },
  INACTIVE: { bg: 'rgba(148, 163, 184, 0.2)', fg: '#cbd5e1' },
  MAINTENANCE: { bg: 'rgba(234, 179, 8, 0.2)', fg: '#fde047' },
  DECOMMISSIONED: { bg: 'rgba(239, 68, 68, 0.22)', fg: '#fca5a5' },
};

export function statusColour(status: string | null | undefined, mode: 'light' | 'dark' = 'light') {
  const table = mode === 'dark' ? DARK_COLOURS : COLOURS;
  return table[status ?? ''] ?? table.INACTIVE;
}
