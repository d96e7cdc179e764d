import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardHeader,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Loading, useGetList, useTranslate } from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { StatCard, StatCards } from '../common/StatCard';
import { RowActions } from '../common/RowActions';
import { ConfirmDelete } from '../common/ConfirmDelete';
import { useDeleteWithConfirm } from '../common/useDeleteWithConfirm';
import { useErrorMessage } from '../common/errors';
import { formatDate } from '../common/format';
import { SupplierFormDialog } from './SupplierFormDialog';
import type { Supplier } from './types';

const hideOnPhone = { display: { xs: 'none', md: 'table-cell' } };

/** /admin/suppliers: stat cards, the 'Supplier Directory' table, modal create/edit, guarded delete. */
export function SuppliersPage() {
  const translate = useTranslate();
  const errorMessage = useErrorMessage();
  const {
    data = [],
    isPending,
    error,
    refetch,
  } = useGetList<Supplier>('suppliers', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [editing, setEditing] = useState<Supplier | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const del = useDeleteWithConfirm<Supplier>(
    'suppliers',
    { success: 'suppliers.deleted', failure: translate('suppliers.deleteFailed') },
    () => refetch(),
  );
  const open = (s: Supplier | null) => {
    setEditing(s);
    setDialogOpen(true);
  };

  if (error) {
    return (
      <Box sx={{ py: 4 }} data-testid="suppliers-page">
        <Alert severity="error">{errorMessage(error, translate('suppliers.errorOccurred'))}</Alert>
      </Box>
    );
  }

  const totalCylinders = data.reduce((sum, s) => sum + (s._count?.cylinders ?? 0), 0);
  const withCylinders = data.filter((s) => (s._count?.cylinders ?? 0) > 0).length;

  return (
    <Box data-testid="suppliers-page">
      <PageHeader
        title={translate('suppliers.title')}
        subtitle={translate('suppliers.subtitle')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => open(null)}
            data-testid="add-supplier"
          >
            {translate('suppliers.add')}
          </Button>
        }
      />
      <StatCards>
        <StatCard label={translate('suppliers.stats.total')} value={data.length} testId="stat-total" />
        <StatCard
          label={translate('suppliers.stats.cylinders')}
          value={totalCylinders}
          testId="stat-cylinders"
        />
        <StatCard label={translate('suppliers.stats.with')} value={withCylinders} testId="stat-with" />
        <StatCard
          label={translate('suppliers.stats.without')}
          value={data.length - withCylinders}
          testId="stat-without"
        />
      </StatCards>
      <Card variant="outlined">
        <CardHeader title={translate('suppliers.tableTitle')} slotProps={{ title: { variant: 'h6' } }} />
        {isPending ? <Loading /> : <SupplierTable rows={data} onEdit={open} onDelete={del.ask} />}
      </Card>
      <SupplierFormDialog
        open={dialogOpen}
        record={editing}
        onClose={() => setDialogOpen(false)}
        onSaved={() => refetch()}
      />
      <ConfirmDelete
        open={!!del.target}
        loading={del.isPending}
        content={translate('suppliers.confirmDelete', { name: del.target?.name ?? '' })}
        onConfirm={del.confirm}
        onClose={del.cancel}
      />
    </Box>
  );
}

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
                {s.contactPerson && <Typography variant="body2">{s.contactPerson}</Typography>}
                {s.email && (
                  <Typography variant="caption" component="div" color="text.secondary">
                    {s.email}
                  </Typography>
                )}
                {s.phone && (
                  <Typography variant="caption" component="div" color="text.secondary">
                    {s.phone}
                  </Typography>
                )}
                {!s.contactPerson && !s.email && !s.phone && '-'}
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

export default SuppliersPage;
