import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Typography } from '@mui/material';
import { FunctionField, useCanAccess, useGetList, useTranslate } from 'react-admin';
import { RegisterList } from '../common/list/RegisterList';
import { RegisterToolbar } from '../common/list/RegisterToolbar';
import { FilterSelect } from '../common/list/FilterSelect';
import { RegisterGrid } from '../common/list/RegisterGrid';
import { useRecordDialog } from '../common/list/useRecordDialog';
import { ListFormDialog } from '../common/list/ListFormDialog';
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
      dialogs={<ListFormDialog dialog={dialog} form={InstallationFormDialog} />}
    >
      <InstallationGrid onEdit={dialog.show} />
    </RegisterList>
  );
}

/** The installations of the list context (also a customer's page shows them this way). */
export function InstallationGrid({ onEdit }: { onEdit?: (i: Installation) => void }) {
  const translate = useTranslate();
  const locale = useLocale();
  const { canAccess: mayDelete } = useCanAccess({ resource: 'installations', action: 'delete' });
  const field = (name: string) => translate(`resources.installations.fields.${name}`);
  return (
    <RegisterGrid<Installation>
      resource="installations"
      rowTestId="installation-row"
      nameOf={(i) => i.name}
      onEdit={onEdit}
      editableIf={(i) => i.status === 'ACTIVE'}
      deletion={mayDelete ? {} : undefined}
    >
      <FunctionField<Installation>
        source="name"
        label={field('name')}
        render={(i) => (
          // On a phone the name column keeps room for whole words (the grid breaks only what is longer).
          <Box sx={{ minWidth: { xs: '8.5em', sm: 0 } }}>
            <Link component={RouterLink} to={`/installations/${i.id}`} sx={{ fontWeight: 600 }}>
              {i.name}
            </Link>
            <Typography variant="caption" color="text.secondary" component="div">
              {i.customerName}
            </Typography>
          </Box>
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
        render={(i) => <StatusBadge status={i.status} group="installationStatus" />}
      />
    </RegisterGrid>
  );
}

export default InstallationList;
