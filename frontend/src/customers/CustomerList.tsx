import { Link as RouterLink } from 'react-router-dom';
import { Link, Typography } from '@mui/material';
import {
  Datagrid,
  DatagridBody,
  FunctionField,
  useCanAccess,
  useListContext,
  useTranslate,
} from 'react-admin';
import { RegisterList } from '../common/list/RegisterList';
import { RegisterToolbar } from '../common/list/RegisterToolbar';
import { RowWithTestId } from '../common/list/RowWithTestId';
import { gridSx } from '../common/list/gridSx';
import { useRecordDialog } from '../common/list/useRecordDialog';
import { RowActions } from '../common/RowActions';
import { ConfirmDelete } from '../common/ConfirmDelete';
import { useDeleteWithConfirm } from '../common/useDeleteWithConfirm';
import { CustomerFormDialog } from './CustomerFormDialog';
import type { Customer } from '../api/types';

/** /customers: the owners and operators of installations, server-paged, searchable, modal create/edit. */
export function CustomerList() {
  const translate = useTranslate();
  const dialog = useRecordDialog<Customer>();
  const field = (name: string) => translate(`resources.customers.fields.${name}`);
  return (
    <RegisterList<Customer>
      resource="customers"
      onAdd={() => dialog.show(null)}
      addTestId="add-customer"
      csv={{
        columns: [
          { header: field('name'), value: (c) => c.name },
          { header: field('contactPerson'), value: (c) => c.contactPerson },
          { header: field('email'), value: (c) => c.email },
          { header: field('phone'), value: (c) => c.phone },
          { header: field('address'), value: (c) => c.address },
          { header: field('installationCount'), value: (c) => c.installationCount },
        ],
        fileName: translate('customers.title').toLowerCase(),
      }}
      toolbar={<RegisterToolbar searchPlaceholder={translate('customers.searchPlaceholder')} />}
      dialogs={<CustomerDialogs dialog={dialog} />}
    >
      <CustomerGrid onEdit={dialog.show} />
    </RegisterList>
  );
}

function CustomerDialogs({ dialog }: { dialog: ReturnType<typeof useRecordDialog<Customer>> }) {
  const { refetch } = useListContext();
  return (
    <CustomerFormDialog
      open={dialog.open}
      record={dialog.record}
      onClose={dialog.close}
      onSaved={() => void refetch()}
    />
  );
}

function CustomerGrid({ onEdit }: { onEdit: (c: Customer) => void }) {
  const translate = useTranslate();
  const { refetch } = useListContext();
  const { canAccess: mayDelete } = useCanAccess({ resource: 'customers', action: 'delete' });
  const del = useDeleteWithConfirm<Customer>(
    'customers',
    { success: 'customers.deleted', failure: translate('customers.deleteFailed') },
    () => void refetch(),
  );
  const field = (name: string) => translate(`resources.customers.fields.${name}`);
  return (
    <>
      <Datagrid
        data-testid="customers-table"
        sx={gridSx}
        rowClick={false}
        size="small"
        bulkActionButtons={false}
        body={<DatagridBody row={<RowWithTestId testId="customer-row" />} />}
      >
        <FunctionField<Customer>
          source="name"
          label={field('name')}
          render={(c) => (
            <Link component={RouterLink} to={`/customers/${c.id}`} sx={{ fontWeight: 600 }}>
              {c.name}
            </Link>
          )}
        />
        <FunctionField<Customer>
          source="contactPerson"
          label={field('contactPerson')}
          headerClassName="hide-on-phone"
          cellClassName="hide-on-phone"
          render={(c) => (
            <>
              <Typography variant="body2">{c.contactPerson}</Typography>
              <Typography variant="caption" color="text.secondary">
                {[c.phone, c.email].filter(Boolean).join(' · ')}
              </Typography>
            </>
          )}
        />
        <FunctionField<Customer>
          source="installationCount"
          label={field('installationCount')}
          sortable={false}
          render={(c) => c.installationCount}
        />
        <FunctionField<Customer>
          label=""
          textAlign="right"
          sortable={false}
          render={(c) => (
            <RowActions
              name={c.name}
              onEdit={() => onEdit(c)}
              onDelete={mayDelete ? () => del.ask(c) : undefined}
            />
          )}
        />
      </Datagrid>
      <ConfirmDelete
        open={!!del.target}
        loading={del.isPending}
        content={translate('customers.confirmDelete', { name: del.target?.name ?? '' })}
        onConfirm={del.confirm}
        onClose={del.cancel}
      />
    </>
  );
}

export default CustomerList;
