import { Button } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useGetOne, useTranslate } from 'react-admin';
import type { Customer } from '../api/types';
import { customerAddressLine } from '../customers/customerAddress';

/**
 * Under an installation's address: the chosen customer's address, offered to copy in one tap (most
 * installations stand at their owner's address), unless the field already holds it.
 */
export function CustomerAddressOffer({
  customerId,
  address,
  onUse,
}: {
  customerId: string;
  address: string;
  onUse: (address: string) => void;
}) {
  const translate = useTranslate();
  const { data: customer } = useGetOne<Customer>(
    'customers',
    { id: Number(customerId) },
    { enabled: customerId !== '' },
  );
  const line = customer && String(customer.id) === customerId ? customerAddressLine(customer) : '';
  if (!line || line === address.trim()) return null;
  return (
    <Button
      size="small"
      startIcon={<ContentCopyIcon />}
      onClick={() => onUse(line)}
      data-testid="use-customer-address"
      sx={{ alignSelf: 'flex-start', mt: -1, textTransform: 'none', textAlign: 'left' }}
    >
      {translate('installations.useCustomerAddress', { address: line })}
    </Button>
  );
}
