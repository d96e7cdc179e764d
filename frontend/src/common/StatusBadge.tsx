import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Badge colours per seed: green active, grey inactive, yellow maintenance, red decommissioned, grey otherwise. */
const COLOURS: Record<string, { bg: string; fg: string }> = {
  ACTIVE: { bg: '#dcfce7', fg: '#166534' },
  INACTIVE: { bg: '#e5e7eb', fg: '#374151' },
  MAINTENANCE: { bg: '#fef9c3', fg: '#854d0e' },
  DECOMMISSIONED: { bg: '#fee2e2', fg: '#991b1b' },
};

export function statusColour(status: string | null | undefined) {
  return COLOURS[status ?? ''] ?? COLOURS.INACTIVE;
}

export function StatusBadge({ status }: { status: string | null | undefined }) {
  const translate = useTranslate();
  const c = statusColour(status);
  return (
    <Chip
      size="small"
      data-testid="status-badge"
      data-status={status ?? ''}
      label={status ? translate(`enums.status.${status}`, { _: status }) : '-'}
      sx={{ bgcolor: c.bg, color: c.fg, fontWeight: 600, height: 22 }}
    />
  );
}

export default StatusBadge;
