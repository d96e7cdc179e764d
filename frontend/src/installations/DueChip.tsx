import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { dueColour, type DueStatus } from './dueStatus';

/** The leak-check due status as a coloured chip with its text (colour never carries the meaning alone). */
export function DueChip({ status }: { status: DueStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      data-testid="due-chip"
      data-status={status}
      label={translate(`installations.due.${status}`)}
      sx={(theme) => {
        const c = dueColour(status, theme.palette.mode);
        // A long status ("Lek niet gerepareerd") wraps in a narrow table column instead of widening it; in a
        // row of flex items (a picker's) it keeps its own width.
        return {
          flexShrink: 0,
          bgcolor: c.bg,
          color: c.fg,
          fontWeight: 600,
          height: 'auto',
          minHeight: 22,
          '& .MuiChip-label': { whiteSpace: 'normal', py: '2px' },
        };
      }}
    />
  );
}
