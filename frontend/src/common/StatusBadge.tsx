import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { statusColour } from './statusColour';

export function StatusBadge({ status }: { status: string | null | undefined }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      data-testid="status-badge"
      data-status={status ?? ''}
      label={status ? translate(`enums.status.${status}`, { _: status }) : '-'}
      sx={(theme) => {
        const c = statusColour(status, theme.palette.mode);
        return { bgcolor: c.bg, color: c.fg, fontWeight: 600, height: 22 };
      }}
    />
  );
}

export default StatusBadge;
