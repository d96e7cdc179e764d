import { Children, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { ListSearch } from './ListSearch';

/** A register's search box and its filter selects (children), side by side from a tablet up. */
export function RegisterToolbar({
  searchPlaceholder,
  searchTestId = 'list-search',
  children,
}: {
  searchPlaceholder: string;
  searchTestId?: string;
  children?: ReactNode;
}) {
  const columns = ['2fr', ...Children.toArray(children).map(() => '1fr')].join(' ');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: columns }, gap: 1.5 }}>
      <ListSearch placeholder={searchPlaceholder} testId={searchTestId} />
      {children}
    </Box>
  );
}
