import { Link as RouterLink } from 'react-router-dom';
import { Link, Typography } from '@mui/material';
import {
  Datagrid,
  DatagridBody,
  FunctionField,
  useCanAccess,
  useGetList,
  useListContext,
  useTranslate,
} from 'react-admin';
import { RegisterList } from '../common/list/RegisterList';
import { RegisterToolbar } from '../common/list/RegisterToolbar';
import { FilterSelect } from '../common/list/FilterSelect';
import { RowWithTestId } from '../common/list/RowWithTestId';
import { gridSx } from '../common/list/gridSx';
import { useRecordDialog } from '../common/list/useRecordDialog';
import { RowActions } from '../common/RowActions';
import { ConfirmDelete } from '../common/ConfirmDelete';
import { useDeleteWithConfirm } from '../common/useDeleteWithConfirm';
import { formatDate } from '../common/format';
import { useLocale } from '../common/useLocale';
import { StatusBadge } from '../common/StatusBadge';
import type { Customer, Installation, Refrigerant } from '../api/types';
import { InstallationFormDialog } from './InstallationFormDialog';
import { DueChip } from './DueChip';
import { DUE_STATUSES } from './dueStatus';
import { formatChargeKg } from './format';

/**
 * /installations: every installation with its due status, soonest due first; filters (search, customer,
 * refrigerant, status, due status) live in the URL, so a due list can be bookmarked.
 */
export function InstallationList() {
  const translate = useTranslate();
  const dialog = useRecordDialog<Installation>();
  const field = (name: string) => translate(`resources.installations.fields.${name}`);
  const options = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' as const } };
  const { data: customers = [] } = useGetList<Customer>('customers', options);
  const { data: refrigerants = [] } = useGetList<Refrigerant>('refrigerants', options);
  return (
    <RegisterList<Installation>
      resource="installations"
      sort={{ field: 'nextLeakCheckDue', order: 'ASC' }}
      onAdd={() => dialog.show(null)}
      addTestId="add-installation"
      csv={{
        columns: [
          { header: field('customerId'), value: (i) => i.customerName },
          { header: field('name'), value: (i) => i.name },
          { header: field('refrigerantId'), value: (i) => i.gasType },
          { header: field('chargeKg'), value: (i) => i.chargeKg },
          { header: field('co2eTonnes'), value: (i) => i.co2eTonnes },
          { header: field('nextLeakCheckDue'), value: (i) => i.nextLeakCheckDue },
          {
            header: field('leakCheckStatus'),
            value: (i) => translate(`installations.due.${i.leakCheckStatus}`),
          },
          { header: field('status'), value: (i) => i.status },
        ],
        fileName: translate('installations.title').toLowerCase(),
      }}
      toolbar={
        <RegisterToolbar searchPlaceholder={translate('installations.searchPlaceholder')}>
          <FilterSelect
            source="customerId"
            label={field('customerId')}
            options={customers.map((c) => ({ value: String(c.id), label: c.name }))}
          />
          <FilterSelect
            source="refrigerantId"
            label={field('refrigerantId')}
            options={refrigerants.map((r) => ({ value: String(r.id), label: r.name }))}
          />
          <FilterSelect
            source="leakCheckStatus"
            label={field('leakCheckStatus')}
            options={DUE_STATUSES.map((s) => ({ value: s, label: translate(`installations.due.${s}`) }))}
          />
          <FilterSelect
            source="status"
            label={field('status')}
            options={['ACTIVE', 'DECOMMISSIONED'].map((s) => ({
              value: s,
              label: translate(`enums.installationStatus.${s}`),
            }))}
          />
        </RegisterToolbar>
      }
      dialogs={<InstallationDialogs dialog={dialog} />}
    >
      <InstallationGrid onEdit={dialog.show} />
    </RegisterList>
  );
}

function InstallationDialogs({ dialog }: { dialog: ReturnType<typeof useRecordDialog<Installation>> }) {
  const { refetch } = useListContext();
  return (
    <InstallationFormDialog
      open={dialog.open}
      record={dialog.record}
      onClose={dialog.close}
      onSaved={() => void refetch()}
    />
  );
}

/** The installations of the list context (also a customer's page shows them this way). */
export function InstallationGrid({ onEdit }: { onEdit?: (i: Installation) => void }) {
  const translate = useTranslate();
  const locale = useLocale();
  const { refetch } = useListContext();
  const { canAccess: mayDelete } = useCanAccess({ resource: 'installations', action: 'delete' });
  const del = useDeleteWithConfirm<Installation>(
    'installations',
    { success: 'installations.deleted', failure: translate('installations.deleteFailed') },
    () => void refetch(),
  );
  const field = (name: string) => translate(`resources.installations.fields.${name}`);
  return (
    <>
      <Datagrid
        data-testid="installations-table"
        sx={gridSx}
        rowClick={false}
        size="small"
        bulkActionButtons={false}
        body={<DatagridBody row={<RowWithTestId testId="installation-row" />} />}
      >
        <FunctionField<Installation>
          source="name"
          label={field('name')}
          render={(i) => (
            <>
              <Link component={RouterLink} to={`/installations/${i.id}`} sx={{ fontWeight: 600 }}>
                {i.name}
              </Link>
              <Typography variant="caption" color="text.secondary" component="div">
                {i.customerName}
              </Typography>
            </>
          )}
        />
        <FunctionField<Installation>
          source="gasType"
          sortable={false}
          label={field('refrigerantId')}
          headerClassName="hide-on-phone"
          cellClassName="hide-on-phone"
          render={(i) => `${i.gasType} · ${formatChargeKg(i.chargeKg, locale)}`}
        />
        <FunctionField<Installation>
          source="nextLeakCheckDue"
          label={field('nextLeakCheckDue')}
          render={(i) => (
            <>
              <DueChip status={i.leakCheckStatus} />
              {i.nextLeakCheckDue && (
                <Typography variant="caption" component="div" color="text.secondary">
                  {formatDate(i.nextLeakCheckDue)}
                </Typography>
              )}
            </>
          )}
        />
        <FunctionField<Installation>
          source="status"
          label={field('status')}
          headerClassName="hide-below-md"
          cellClassName="hide-below-md"
          render={(i) => <StatusBadge status={i.status} />}
        />
        <FunctionField<Installation>
          label=""
          textAlign="right"
          sortable={false}
          render={(i) => (
            <RowActions
              name={i.name}
              onEdit={onEdit && i.status === 'ACTIVE' ? () => onEdit(i) : undefined}
              onDelete={mayDelete ? () => del.ask(i) : undefined}
            />
          )}
        />
      </Datagrid>
      <ConfirmDelete
        open={!!del.target}
        loading={del.isPending}
        content={translate('installations.confirmDelete', { name: del.target?.name ?? '' })}
        onConfirm={del.confirm}
        onClose={del.cancel}
      />
    </>
  );
}

export default InstallationList;
