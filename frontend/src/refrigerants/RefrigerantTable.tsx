import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { GwpDot } from '../common/GwpDot';
import { RowActions } from '../common/RowActions';
import { formatNumber } from '../common/format';
import { useLocale } from '../common/useLocale';
import type { Refrigerant } from '../api/types';

const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } };

/** The refrigerants as a plain table, for the admin panel's tab (rows it already holds). */
export function RefrigerantTable({
  rows,
  onEdit,
  onDelete,
}: {
  rows: Refrigerant[];
  onEdit: (r: Refrigerant) => void;
  onDelete: (r: Refrigerant) => void;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  if (rows.length === 0) {
    return (
      <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
        {translate('refrigerants.empty')}
      </Typography>
    );
  }
  return (
    <Table size="small" data-testid="refrigerants-table">
      <TableHead>
        <TableRow>
          <TableCell>{translate('refrigerants.columns.name')}</TableCell>
          <TableCell sx={hideOnPhone}>{translate('refrigerants.columns.type')}</TableCell>
          <TableCell>{translate('refrigerants.columns.gwp')}</TableCell>
          <TableCell sx={hideOnPhone} align="right">
            {translate('refrigerants.columns.cylinders')}
          </TableCell>
          <TableCell align="right">{translate('refrigerants.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => {
          const count = r._count?.cylinders ?? 0;
          return (
            <TableRow key={r.id} hover data-testid="refrigerant-row">
              <TableCell sx={{ fontWeight: 600 }}>
                {r.name}
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: { xs: 'block', sm: 'none' } }}
                >
                  {translate(`enums.refrigerantType.${r.type}`, { _: r.type })} ·{' '}
                  {translate('suppliers.cylinderCount', { smart_count: count })}
                </Typography>
              </TableCell>
              <TableCell sx={hideOnPhone}>
                {translate(`enums.refrigerantType.${r.type}`, { _: r.type })}
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center' }}>
                  <GwpDot gwp={r.gwp} />
                  {r.gwp == null ? translate('refrigerants.na') : formatNumber(r.gwp, locale, 0)}
                </Box>
              </TableCell>
              <TableCell sx={hideOnPhone} align="right">
                {formatNumber(count, locale)}
              </TableCell>
              <TableCell align="right">
                <RowActions
                  name={r.name}
                  onEdit={() => onEdit(r)}
                  onDelete={() => onDelete(r)}
                  deleteDisabledReason={count > 0 ? translate('refrigerants.inUse') : null}
                />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

export default RefrigerantTable;
