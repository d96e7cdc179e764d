import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, CardHeader, Link, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { ListBase, Loading, useGetOne, useTranslate } from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { ErrorBanner } from '../common/ErrorBanner';
import { useErrorMessage } from '../common/errors';
import { RegisterEmpty, RegisterRows } from '../common/list/RegisterList';
import type { Customer } from '../api/types';
import { InstallationGrid } from '../installations/InstallationList';
import { InstallationFormDialog } from '../installations/InstallationFormDialog';
import { CustomerFormDialog } from './CustomerFormDialog';

/** /customers/:id: the customer's details (edit in the modal) and its installations. */
export function CustomerPage() {
  const { id } = useParams();
  const translate = useTranslate();
  const errorMessage = useErrorMessage();
  const { data: customer, isPending, error, refetch } = useGetOne<Customer>('customers', { id: Number(id) });
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [listKey, setListKey] = useState(0);

  if (isPending) return <Loading />;
  if (error || !customer)
    return <ErrorBanner message={`${translate('customers.notFound')}: ${errorMessage(error)}`} />;

  const field = (name: string) => translate(`resources.customers.fields.${name}`);
  const place = [customer.postcode, customer.city].filter(Boolean).join(' ');
  // The address as a letter shows it: street, then postcode and city (a customer from before they were
  // fields keeps its whole address in the street line).
  const details = [
    ['kvkNumber', customer.kvkNumber],
    ['contactPerson', customer.contactPerson],
    ['phone', customer.phone],
    ['email', customer.email],
    ['address', [customer.address, place].filter(Boolean).join('\n')],
  ].filter(([, value]) => value) as [string, string][];
  return (
    <Box data-testid="customer-page">
      <Link component={RouterLink} to="/customers" variant="body2">
        {translate('customers.back')}
      </Link>
      <PageHeader
        title={customer.name}
        actions={
          <Button startIcon={<EditIcon />} variant="outlined" onClick={() => setEditing(true)}>
            {translate('app.action.edit')}
          </Button>
        }
      />
      {details.length > 0 && (
        <Card variant="outlined" sx={{ mb: 2 }}>
          <CardContent>
            <Stack spacing={0.5}>
              {details.map(([f, value]) => (
                <Typography
                  key={f}
                  variant="body2"
                  sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                  data-testid={`customer-${f}`}
                >
                  <strong>{f === 'address' ? translate('customers.address') : field(f)}:</strong> {value}
                </Typography>
              ))}
            </Stack>
          </CardContent>
        </Card>
      )}
      <Card variant="outlined">
        <CardHeader
          title={translate('customers.installations')}
          slotProps={{ title: { variant: 'h6' } }}
          action={
            <Button
              startIcon={<AddIcon />}
              onClick={() => setAdding(true)}
              data-testid="customer-add-installation"
            >
              {translate('customers.addInstallation')}
            </Button>
          }
        />
        <ListBase
          key={listKey}
          resource="installations"
          filter={{ customerId: customer.id }}
          sort={{ field: 'name', order: 'ASC' }}
          perPage={25}
          disableSyncWithLocation
        >
          <RegisterRows empty={<RegisterEmpty text={translate('customers.noInstallations')} />}>
            <InstallationGrid />
          </RegisterRows>
        </ListBase>
      </Card>
      <CustomerFormDialog
        open={editing}
        record={customer}
        onClose={() => setEditing(false)}
        onSaved={() => void refetch()}
      />
      <InstallationFormDialog
        open={adding}
        record={null}
        customerId={customer.id}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setListKey((k) => k + 1);
          void refetch();
        }}
      />
    </Box>
  );
}

export default CustomerPage;
