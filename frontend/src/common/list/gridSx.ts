/** Datagrid styles shared by the registers: columns marked `hide-on-phone` / `hide-below-md` fold away. */
export const gridSx = {
  '& .hide-on-phone': { display: { xs: 'none', sm: 'table-cell' } },
  '& .hide-below-md': { display: { xs: 'none', md: 'table-cell' } },
  '& .RaDatagrid-rowCell': { wordBreak: 'break-word' },
  // On a phone the cells' side padding (16 px each side, 5 or 6 a row) would leave a name column of a few
  // letters, broken mid-word: half of it there.
  '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: { xs: 1, sm: 2 } },
  // The selection toolbar covers the grid's header row instead of rising above the grid, where the
  // card around the rows would clip it.
  '& .RaBulkActionsToolbar-toolbar': { transform: 'translateY(0)' },
} as const;
