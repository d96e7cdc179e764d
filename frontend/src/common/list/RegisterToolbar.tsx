import { Children, useState, type ReactNode } from 'react';
import { Badge, Box, Button, Collapse, Stack, useMediaQuery, type Theme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useListContext, useTranslate } from 'react-admin';
import { ListSearch } from './ListSearch';

/** How many filters are set, the search text not counted (also those no select on the page shows). */
export function activeFilters(filterValues: Record<string, unknown>): number {
  return Object.entries(filterValues).filter(
    ([key, value]) => key !== 'q' && value !== undefined && value !== '',
  ).length;
}

/**
 * A register's search box and its filter selects (children): side by side from a tablet up; on a phone
 * folded behind a Filters button that counts the filters set, as the cylinder list does, so the first
 * screen shows the records. Whenever a filter is set (also one a link set that no select shows), a
 * "Clear filters" button takes them all off.
 */
export function RegisterToolbar({
  searchPlaceholder,
  searchTestId = 'list-search',
  children,
}: {
  searchPlaceholder: string;
  searchTestId?: string;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const count = activeFilters(filterValues);
  const hasFilters = Children.count(children) > 0;
  const clear = count > 0 && (
    <Button
      size="small"
      onClick={() => setFilters(filterValues.q ? { q: filterValues.q } : {}, {}, false)}
      data-testid="filters-clear"
      sx={{ justifySelf: 'start', alignSelf: 'center' }}
    >
      {translate('app.list.clearFilters')}
    </Button>
  );

  if (phone && hasFilters)
    return (
      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ListSearch placeholder={searchPlaceholder} testId={searchTestId} />
          <Button
            variant={open ? 'contained' : 'outlined'}
            onClick={() => setOpen((o) => !o)}
            data-testid="filters-toggle"
            aria-expanded={open}
            sx={{ flexShrink: 0, minWidth: 0 }}
          >
            <Badge badgeContent={count} color="secondary" data-testid="filter-badge">
              <FilterListIcon />
            </Badge>
            <Box component="span" sx={visuallyHidden}>
              {translate('app.list.filters')}
            </Box>
          </Button>
        </Stack>
        <Collapse in={open}>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr', gap: 1.5, pt: 1.5 }}>{children}</Box>
        </Collapse>
        {!open && clear}
        {open && <Box sx={{ pt: 1 }}>{clear}</Box>}
      </Box>
    );

  const columns = ['2fr', ...Children.toArray(children).map(() => '1fr'), ...(clear ? ['auto'] : [])].join(
    ' ',
  );
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: columns }, gap: 1.5 }}>
      <ListSearch placeholder={searchPlaceholder} testId={searchTestId} />
      {children}
      {clear}
    </Box>
  );
}
