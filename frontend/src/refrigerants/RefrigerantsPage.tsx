import { useState } from 'react';
import {
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
import { gwpBand } from '@domain';
import { PageHeader } from '../common/PageHeader';
import { StatCard, StatCards } from '../common/StatCard';
import { ErrorBanner } from '../common/ErrorBanner';
import { GwpDot } from '../common/GwpDot';
import { RowActions } from '../common/RowActions';
import { ConfirmDelete } from '../common/ConfirmDelete';
import { useDeleteWithConfirm } from '../common/useDeleteWithConfirm';
import { useErrorMessage } from '../common/errors';
import { formatNumber } from '../common/format';
import { useLocale } from '../common/useLocale';
import { RefrigerantFormDialog } from './RefrigerantFormDialog';
import type { Refrigerant } from './types';

const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } };

/** /admin/refrigerants: stat cards by GWP band, the register table, modal create/edit, guarded delete. */
export function RefrigerantsPage() {
  const translate = useTranslate();
  const errorMessage = useErrorMessage();
  const {
    data = [],
    isPending,
    error,
    refetch,
  } = useGetList<Refrigerant>('refrigerants', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [editing, setEditing] = useState<Refrigerant | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [bannerDismissed, setBannerDismissed] = useState(false);
  const del = useDeleteWithConfirm<Refrigerant>(
    'refrigerants',
    { success: 'refrigerants.deleted', failure: translate('refrigerants.deleteFailed') },
    () => refetch(),
  );

  const bands = { LOW: 0, MEDIUM: 0, HIGH: 0 };
  for (const r of data) {
    const b = gwpBand(r.gwp);
    if (b) bands[b] += 1;
  }

  const open = (r: Refrigerant | null) => {
    setEditing(r);
    setDialogOpen(true);
  };

  return (
    <Box data-testid="refrigerants-page">
      <PageHeader
        title={translate('refrigerants.title')}
        subtitle={translate('refrigerants.subtitle')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => open(null)}
            data-testid="add-refrigerant"
          >
            {translate('refrigerants.add')}
          </Button>
        }
      />
      {!bannerDismissed && error && (
        <ErrorBanner
          message={`${translate('refrigerants.loadFailed')}: ${errorMessage(error)}`}
          onClose={() => setBannerDismissed(true)}
        />
      )}
      <StatCards>
        <StatCard label={translate('refrigerants.stats.total')} value={data.length} testId="stat-total" />
        <StatCard
          label={translate('refrigerants.stats.low')}
          value={bands.LOW}
          testId="stat-low"
          icon={<GwpDot gwp={1} />}
        />
        <StatCard
          label={translate('refrigerants.stats.medium')}
          value={bands.MEDIUM}
          testId="stat-medium"
          icon={<GwpDot gwp={1500} />}
        />
        <StatCard
          label={translate('refrigerants.stats.high')}
          value={bands.HIGH}
          testId="stat-high"
          icon={<GwpDot gwp={2500} />}
        />
      </StatCards>
      <Card variant="outlined">
        <CardHeader title={translate('refrigerants.tableTitle')} slotProps={{ title: { variant: 'h6' } }} />
        {isPending ? <Loading /> : <RefrigerantTable rows={data} onEdit={open} onDelete={del.ask} />}
      </Card>
      <RefrigerantFormDialog
        open={dialogOpen}
        record={editing}
        onClose={() => setDialogOpen(false)}
        onSaved={() => refetch()}
      />
      <ConfirmDelete
        open={!!del.target}
        loading={del.isPending}
        content={translate('refrigerants.confirmDelete', { name: del.target?.name ?? '' })}
        onConfirm={del.confirm}
        onClose={del.cancel}
      />
    </Box>
  );
}

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

export default RefrigerantsPage;
