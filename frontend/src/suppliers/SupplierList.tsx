import { useMemo, useState } from 'react';
import { Box, Button, MenuItem, TextField as MuiTextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  Datagrid,
  DatagridBody,
  downloadCSV,
  ExportButton,
  FunctionField,
  useListContext,
  useTranslate,
  type Exporter,
} from 'react-admin';
import { StatCard, StatCards } from '../common/StatCard';
import { RowActions } from '../common/RowActions';
import { ConfirmDelete } from '../common/ConfirmDelete';
import { useDeleteWithConfirm } from '../common/useDeleteWithConfirm';
import { formatDate } from '../common/format';
import { RegisterList } from '../common/list/RegisterList';
import { ListSearch } from '../common/list/ListSearch';
import { BulkDeleteButton } from '../common/list/BulkDeleteButton';
import { RowWithTestId } from '../common/list/RowWithTestId';
import { gridSx } from '../common/list/gridSx';
import { toCsv } from '../common/list/csv';
import { useApiGet } from '../dashboard/useApiGet';
import { SupplierFormDialog } from './SupplierFormDialog';
import { SupplierContact } from './SupplierContact';
import type { Supplier, SupplierStats } from '../api/types';

const inUse = (s: Supplier) => (s._count?.cylinders ?? 0) > 0;

/** /admin/suppliers: stat cards, the 'Supplier Directory' as a server-paged grid, modal create/edit. */
export function SupplierList() {
  const translate = useTranslate();
  const stats = useApiGet<SupplierStats>('suppliers/stats');
  const [editing, setEditing] = useState<Supplier | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const open = (s: Supplier | null) => {
    setEditing(s);
    setDialogOpen(true);
  };
  const exporter = useMemo<Exporter<Supplier>>(
    () => (rows) =>
      downloadCSV(
        toCsv(rows, [
          { header: translate('resources.suppliers.fields.name'), value: (s) => s.name },
          { header: translate('resources.suppliers.fields.contactPerson'), value: (s) => s.contactPerson },
          { header: translate('resources.suppliers.fields.email'), value: (s) => s.email },
          { header: translate('resources.suppliers.fields.phone'), value: (s) => s.phone },
          { header: translate('resources.suppliers.fields.address'), value: (s) => s.address },
          { header: translate('suppliers.columns.cylinders'), value: (s) => s._count?.cylinders ?? 0 },
        ]),
        translate('suppliers.title').toLowerCase(),
      ),
    [translate],
  );

  return (
    <RegisterList
      resource="suppliers"
      sort={{ field: 'name', order: 'ASC' }}
      exporter={exporter}
      testId="suppliers-page"
      title={translate('suppliers.title')}
      tableTitle={translate('suppliers.tableTitle')}
      subtitle={translate('suppliers.subtitle')}
      loadFailed={translate('suppliers.errorOccurred')}
      actions={
        <>
          <ExportButton maxResults={1000} data-testid="export-csv" />
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => open(null)}
            data-testid="add-supplier"
          >
            {translate('suppliers.add')}
          </Button>
        </>
      }
      stats={
        <StatCards>
          <StatCard
            label={translate('suppliers.stats.total')}
            value={stats.data?.total ?? '-'}
            testId="stat-total"
          />
          <StatCard
            label={translate('suppliers.stats.cylinders')}
            value={stats.data?.cylinders ?? '-'}
            testId="stat-cylinders"
          />
          <StatCard
            label={translate('suppliers.stats.with')}
            value={stats.data?.withCylinders ?? '-'}
            testId="stat-with"
          />
          <StatCard
            label={translate('suppliers.stats.without')}
            value={stats.data?.withoutCylinders ?? '-'}
            testId="stat-without"
          />
        </StatCards>
      }
      toolbar={<SupplierToolbar />}
      empty={
        <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary" data-testid="list-empty">
          {translate('suppliers.empty')}
        </Typography>
      }
      dialogs={
        <SupplierFormDialog
          open={dialogOpen}
          record={editing}
          onClose={() => setDialogOpen(false)}
          onSaved={() => void stats.refetch()}
        />
      }
    >
      <SupplierGrid onEdit={open} onChanged={() => void stats.refetch()} />
    </RegisterList>
  );
}

function SupplierToolbar() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const value = filterValues.hasCylinders === undefined ? '' : String(filterValues.hasCylinders);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, gap: 1.5 }}>
      <ListSearch placeholder={translate('suppliers.searchPlaceholder')} testId="list-search" />
      <MuiTextField
        select
        size="small"
        label={translate('suppliers.columns.cylinders')}
        value={value}
        onChange={(e) => {
          const next = { ...filterValues };
          if (e.target.value) next.hasCylinders = e.target.value === 'true';
          else delete next.hasCylinders;
          setFilters(next, {}, false);
        }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'filter-hasCylinders' } as object } }}
      >
        <MenuItem value="">{translate('cylinders.all')}</MenuItem>
        <MenuItem value="true">{translate('suppliers.stats.with')}</MenuItem>
        <MenuItem value="false">{translate('suppliers.stats.without')}</MenuItem>
      </MuiTextField>
    </Box>
  );
}

function SupplierGrid({ onEdit, onChanged }: { onEdit: (s: Supplier) => void; onChanged: () => void }) {
  const translate = useTranslate();
  const { refetch } = useListContext();
  const del = useDeleteWithConfirm<Supplier>(
    'suppliers',
    { success: 'suppliers.deleted', failure: translate('suppliers.deleteFailed') },
    () => {
      void refetch();
      onChanged();
    },
  );
  return (
    <>
      <Datagrid
        data-testid="suppliers-table"
        sx={gridSx}
        rowClick={false}
        size="small"
        body={<DatagridBody row={<RowWithTestId testId="supplier-row" />} />}
        isRowSelectable={(s) => !inUse(s as Supplier)}
        bulkActionButtons={<BulkDeleteButton resource="suppliers" confirmKey="suppliers.confirmBulkDelete" />}
      >
        <FunctionField<Supplier>
          source="name"
          label={translate('suppliers.columns.company')}
          render={(s) => (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {s.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {translate('suppliers.added', { date: formatDate(s.createdAt) })}
              </Typography>
            </>
          )}
        />
        <FunctionField<Supplier>
          source="contactPerson"
          label={translate('suppliers.columns.contact')}
          headerClassName="hide-on-phone"
          cellClassName="hide-on-phone"
          render={(s) => <SupplierContact supplier={s} />}
        />
        <FunctionField<Supplier>
          source="cylinders"
          sortBy="cylinders"
          label={translate('suppliers.columns.cylinders')}
          render={(s) => translate('suppliers.cylinderCount', { smart_count: s._count?.cylinders ?? 0 })}
        />
        <FunctionField<Supplier>
          source="address"
          label={translate('suppliers.columns.location')}
          headerClassName="hide-below-md"
          cellClassName="hide-below-md"
          render={(s) =>
            s.address ? (
              <span style={{ whiteSpace: 'pre-line' }}>{s.address}</span>
            ) : (
              <Typography variant="body2" color="text.secondary" component="span">
                {translate('suppliers.noAddress')}
              </Typography>
            )
          }
        />
        <FunctionField<Supplier>
          label={translate('suppliers.columns.actions')}
          textAlign="right"
          sortable={false}
          render={(s) => (
            <RowActions
              name={s.name}
              onEdit={() => onEdit(s)}
              onDelete={() => del.ask(s)}
              deleteDisabledReason={inUse(s) ? translate('suppliers.inUse') : null}
            />
          )}
        />
      </Datagrid>
      <ConfirmDelete
        open={!!del.target}
        loading={del.isPending}
        content={translate('suppliers.confirmDelete', { name: del.target?.name ?? '' })}
        onConfirm={del.confirm}
        onClose={del.cancel}
      />
    </>
  );
}

export default SupplierList;
