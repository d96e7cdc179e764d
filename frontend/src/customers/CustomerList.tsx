import { Link as RouterLink } from 'react-router-dom';
import { Link, Typography } from '@mui/material';
import { FunctionField, useCanAccess, useTranslate } from 'react-admin';
import { RegisterList } from '../common/list/RegisterList';
import { RegisterToolbar } from '../common/list/RegisterToolbar';
import { FilterText } from '../common/list/FilterText';
import { RegisterGrid } from '../common/list/RegisterGrid';
import { useRecordDialog } from '../common/list/useRecordDialog';
import { ListFormDialog } from '../common/list/ListFormDialog';
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
          { header: field('kvkNumber'), value: (c) => c.kvkNumber },
          { header: field('contactPerson'), value: (c) => c.contactPerson },
          { header: field('email'), value: (c) => c.email },
          { header: field('phone'), value: (c) => c.phone },
          { header: field('address'), value: (c) => c.address },
          { header: field('postcode'), value: (c) => c.postcode },
          { header: field('city'), value: (c) => c.city },
          { header: field('installationCount'), value: (c) => c.installationCount },
        ],
        fileName: translate('customers.title').toLowerCase(),
      }}
      toolbar={
        <RegisterToolbar searchPlaceholder={translate('customers.searchPlaceholder')}>
          <FilterText source="city" label={field('city')} />
        </RegisterToolbar>
      }
      dialogs={<ListFormDialog dialog={dialog} form={CustomerFormDialog} />}
    >
      <CustomerGrid onEdit={dialog.show} />
    </RegisterList>
  );
}

function CustomerGrid({ onEdit }: { onEdit: (c: Customer) => void }) {
  const translate = useTranslate();
  const { canAccess: mayDelete } = useCanAccess({ resource: 'customers', action: 'delete' });
  const field = (name: string) => translate(`resources.customers.fields.${name}`);
  return (
    <RegisterGrid<Customer>
      resource="customers"
      rowTestId="customer-row"
      nameOf={(c) => c.name}
      onEdit={onEdit}
      deletion={mayDelete ? {} : undefined}
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
        source="city"
        label={field('city')}
        render={(c) => (
          <>
            <Typography variant="body2">{c.city}</Typography>
            <Typography variant="caption" color="text.secondary">
              {c.kvkNumber ? `${field('kvkNumber')} ${c.kvkNumber}` : ''}
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
    </RegisterGrid>
  );
}

export default CustomerList;
