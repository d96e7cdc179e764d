import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { statusColour } from './statusColour';

/**
 * A status as a coloured chip, in the words of its group: a cylinder's (`status`: Actief, Onderhoud...) or
 * an installation's (`installationStatus`: In gebruik, Buiten gebruik gesteld), the same words its list
 * filter offers.
 */
export function StatusBadge({
  status,
  group = 'status',
}: {
  status: string | null | undefined;
  group?: 'status' | 'installationStatus';
}) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      data-testid="status-badge"
      data-status={status ?? ''}
      label={status ? translate(`enums.${group}.${status}`, { _: status }) : '-'}
      sx={(theme) => {
        const c = statusColour(status, theme.palette.mode);
        return { bgcolor: c.bg, color: c.fg, fontWeight: 600, height: 22 };
      }}
    />
  );
}

export default StatusBadge;
