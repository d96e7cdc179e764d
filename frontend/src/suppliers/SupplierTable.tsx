import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RowActions } from '../common/RowActions';
import { formatDate } from '../common/format';
import { SupplierContact } from './SupplierContact';
import type { Supplier } from '../api/types';

const hideOnPhone = { display: { xs: 'none', md: 'table-cell' } };

/** The suppliers as a plain table, for the admin panel's tab (rows it already holds). */
export function SupplierTable({
  rows,
  onEdit,
  onDelete,
}: {
  rows: Supplier[];
  onEdit: (s: Supplier) => void;
  onDelete: (s: Supplier) => void;
}) {
  const translate = useTranslate();
  if (rows.length === 0) {
    return (
      <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
        {translate('suppliers.empty')}
      </Typography>
    );
  }
  return (
    <Table size="small" data-testid="suppliers-table" sx={{ tableLayout: 'auto' }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('suppliers.columns.company')}</TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
            {translate('suppliers.columns.contact')}
          </TableCell>
          <TableCell>{translate('suppliers.columns.cylinders')}</TableCell>
          <TableCell sx={hideOnPhone}>{translate('suppliers.columns.location')}</TableCell>
          <TableCell align="right">{translate('suppliers.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((s) => {
          const count = s._count?.cylinders ?? 0;
          return (
            <TableRow key={s.id} hover data-testid="supplier-row">
              <TableCell sx={{ wordBreak: 'break-word' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {s.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {translate('suppliers.added', { date: formatDate(s.createdAt) })}
                </Typography>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, wordBreak: 'break-word' }}>
                <SupplierContact supplier={s} />
              </TableCell>
              <TableCell>{translate('suppliers.cylinderCount', { smart_count: count })}</TableCell>
              <TableCell sx={{ ...hideOnPhone, whiteSpace: 'pre-line' }}>
                {s.address || (
                  <Typography variant="body2" color="text.secondary" component="span">
                    {translate('suppliers.noAddress')}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">
                <RowActions
                  name={s.name}
                  onEdit={() => onEdit(s)}
                  onDelete={() => onDelete(s)}
                  deleteDisabledReason={count > 0 ? translate('suppliers.inUse') : null}
                />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

export default SupplierTable;
