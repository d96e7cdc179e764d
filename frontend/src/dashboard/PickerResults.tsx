import type { ReactNode } from 'react';
import { Box, List, Typography } from '@mui/material';
import { Spinner } from '../common/Spinner';

/**
 * The scrolling list under a quick action's search: a spinner while the first answer is on its way, the
 * empty text when nothing matches, else the rows (`children`, list items).
 */
export function PickerResults({
  isPending,
  empty,
  emptyText,
  children,
}: {
  isPending: boolean;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ maxHeight: '24rem', overflowY: 'auto' }} data-testid="picker-list">
      {isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <Spinner size={24} />
        </Box>
      ) : empty ? (
        <Typography color="text.secondary" align="center" sx={{ py: 3 }} data-testid="picker-empty">
          {emptyText}
        </Typography>
      ) : (
        <List dense disablePadding>
          {children}
        </List>
      )}
    </Box>
  );
}
