import { useMemo, useState } from 'react';
import { Box, Button, MenuItem, TextField as MuiTextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  Datagrid,
  DatagridBody,
  downloadCSV,
  ExportButton,
  FunctionField,
  TextField,
  useListContext,
  useTranslate,
  type Exporter,
} from 'react-admin';
import { REFRIGERANT_TYPES } from '@domain';
import { StatCard, StatCards } from '../common/StatCard';
import { GwpDot } from '../common/GwpDot';
import { RowActions } from '../common/RowActions';
import { ConfirmDelete } from '../common/ConfirmDelete';
import { useDeleteWithConfirm } from '../common/useDeleteWithConfirm';
import { formatNumber } from '../common/format';
import { useLocale } from '../common/useLocale';
import { RegisterList } from '../common/list/RegisterList';
import { ListSearch } from '../common/list/ListSearch';
import { BulkDeleteButton } from '../common/list/BulkDeleteButton';
import { RowWithTestId } from '../common/list/RowWithTestId';
import { gridSx } from '../common/list/gridSx';
import { toCsv } from '../common/list/csv';
import { useApiGet } from '../dashboard/useApiGet';
import { RefrigerantFormDialog } from './RefrigerantFormDialog';
import type { Refrigerant, RefrigerantStats } from '../api/types';

const inUse = (r: Refrigerant) => (r._count?.cylinders ?? 0) > 0;

/** /admin/refrigerants: stat cards by GWP band, the register as a server-paged grid, modal create/edit. */
export function RefrigerantList() {
  const translate = useTranslate();
  const stats = useApiGet<RefrigerantStats>('refrigerants/stats');
  const [editing, setEditing] = useState<Refrigerant | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const open = (r: Refrigerant | null) => {
    setEditing(r);
    setDialogOpen(true);
  };
  const exporter = useMemo<Exporter<Refrigerant>>(
    () => (rows) =>
      downloadCSV(
        toCsv(rows, [
          { header: translate('refrigerants.columns.name'), value: (r) => r.name },
          {
            header: translate('refrigerants.columns.type'),
            value: (r) => translate(`enums.refrigerantType.${r.type}`, { _: r.type }),
          },
          { header: translate('refrigerants.columns.gwp'), value: (r) => r.gwp },
          { header: translate('refrigerants.columns.cylinders'), value: (r) => r._count?.cylinders ?? 0 },
        ]),
        translate('refrigerants.title').toLowerCase(),
      ),
    [translate],
  );

  return (
    <RegisterList
      resource="refrigerants"
      sort={{ field: 'name', order: 'ASC' }}
      exporter={exporter}
      testId="refrigerants-page"
      title={translate('refrigerants.title')}
      tableTitle={translate('refrigerants.tableTitle')}
      subtitle={translate('refrigerants.subtitle')}
      loadFailed={translate('refrigerants.loadFailed')}
      actions={
        <>
          <ExportButton maxResults={1000} data-testid="export-csv" />
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => open(null)}
            data-testid="add-refrigerant"
          >
            {translate('refrigerants.add')}
          </Button>
        </>
      }
      stats={
        <StatCards>
          <StatCard
            label={translate('refrigerants.stats.total')}
            value={stats.data?.total ?? '-'}
            testId="stat-total"
          />
          <StatCard
            label={translate('refrigerants.stats.low')}
            value={stats.data?.low ?? '-'}
            testId="stat-low"
            icon={<GwpDot gwp={1} />}
          />
          <StatCard
            label={translate('refrigerants.stats.medium')}
            value={stats.data?.medium ?? '-'}
            testId="stat-medium"
            icon={<GwpDot gwp={1500} />}
          />
          <StatCard
            label={translate('refrigerants.stats.high')}
            value={stats.data?.high ?? '-'}
            testId="stat-high"
            icon={<GwpDot gwp={2500} />}
          />
        </StatCards>
      }
      toolbar={<RefrigerantToolbar />}
      empty={
        <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary" data-testid="list-empty">
          {translate('refrigerants.empty')}
        </Typography>
      }
      dialogs={
        <RefrigerantFormDialog
          open={dialogOpen}
          record={editing}
          onClose={() => setDialogOpen(false)}
          onSaved={() => void stats.refetch()}
        />
      }
    >
      <RefrigerantGrid onEdit={open} onChanged={() => void stats.refetch()} />
    </RegisterList>
  );
}

function RefrigerantToolbar() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, gap: 1.5 }}>
      <ListSearch placeholder={translate('refrigerants.searchPlaceholder')} testId="list-search" />
      <MuiTextField
        select
        size="small"
        label={translate('refrigerants.columns.type')}
        value={(filterValues.type as string) ?? ''}
        onChange={(e) => {
          const next = { ...filterValues };
          if (e.target.value) next.type = e.target.value;
          else delete next.type;
          setFilters(next, {}, false);
        }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'filter-type' } as object } }}
      >
        <MenuItem value="">{translate('cylinders.all')}</MenuItem>
        {REFRIGERANT_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {translate(`enums.refrigerantType.${t}`)}
          </MenuItem>
        ))}
      </MuiTextField>
    </Box>
  );
}

function RefrigerantGrid({ onEdit, onChanged }: { onEdit: (r: Refrigerant) => void; onChanged: () => void }) {
  const translate = useTranslate();
  const locale = useLocale();
  const { refetch } = useListContext();
  const del = useDeleteWithConfirm<Refrigerant>(
    'refrigerants',
    { success: 'refrigerants.deleted', failure: translate('refrigerants.deleteFailed') },
    () => {
      void refetch();
      onChanged();
    },
  );
  return (
    <>
      <Datagrid
        data-testid="refrigerants-table"
        sx={gridSx}
        rowClick={false}
        size="small"
        body={<DatagridBody row={<RowWithTestId testId="refrigerant-row" />} />}
        isRowSelectable={(r) => !inUse(r as Refrigerant)}
        bulkActionButtons={
          <BulkDeleteButton resource="refrigerants" confirmKey="refrigerants.confirmBulkDelete" />
        }
      >
        <TextField source="name" label={translate('refrigerants.columns.name')} sx={{ fontWeight: 600 }} />
        <FunctionField<Refrigerant>
          source="type"
          label={translate('refrigerants.columns.type')}
          render={(r) => translate(`enums.refrigerantType.${r.type}`, { _: r.type })}
          headerClassName="hide-on-phone"
          cellClassName="hide-on-phone"
        />
        <FunctionField<Refrigerant>
          source="gwp"
          label={translate('refrigerants.columns.gwp')}
          render={(r) => (
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <GwpDot gwp={r.gwp} />
              {r.gwp == null ? translate('refrigerants.na') : formatNumber(r.gwp, locale, 0)}
            </Box>
          )}
        />
        <FunctionField<Refrigerant>
          source="cylinders"
          sortBy="cylinders"
          label={translate('refrigerants.columns.cylinders')}
          textAlign="right"
          render={(r) => formatNumber(r._count?.cylinders ?? 0, locale)}
          headerClassName="hide-on-phone"
          cellClassName="hide-on-phone"
        />
        <FunctionField<Refrigerant>
          label={translate('refrigerants.columns.actions')}
          textAlign="right"
          sortable={false}
          render={(r) => (
            <RowActions
              name={r.name}
              onEdit={() => onEdit(r)}
              onDelete={() => del.ask(r)}
              deleteDisabledReason={inUse(r) ? translate('refrigerants.inUse') : null}
            />
          )}
        />
      </Datagrid>
      <ConfirmDelete
        open={!!del.target}
        loading={del.isPending}
        content={translate('refrigerants.confirmDelete', { name: del.target?.name ?? '' })}
        onConfirm={del.confirm}
        onClose={del.cancel}
      />
    </>
  );
}

export default RefrigerantList;
