/** Datagrid styles shared by the registers: columns marked `hide-on-phone` / `hide-below-md` fold away. */
export const gridSx = {
  '& .hide-on-phone': { display: { xs: 'none', sm: 'table-cell' } },
  '& .hide-below-md': { display: { xs: 'none', md: 'table-cell' } },
  '& .RaDatagrid-rowCell': { wordBreak: 'break-word' },
  // The selection toolbar covers the grid's header row instead of rising above the grid, where the
  // card around the rows would clip it.
  '& .RaBulkActionsToolbar-toolbar': { transform: 'translateY(0)' },
} as const;
