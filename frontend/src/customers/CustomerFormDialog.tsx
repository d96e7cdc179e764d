import { useTranslate } from 'react-admin';
import { ContactFormDialog } from '../common/ContactFormDialog';
import type { RecordFormDialogProps } from '../common/list/ListFormDialog';
import type { Customer } from '../api/types';

/** Modal 'Add customer' / 'Edit customer': the customer's name and contact details. */
export function CustomerFormDialog(props: RecordFormDialogProps<Customer>) {
  const translate = useTranslate();
  return (
    <ContactFormDialog
      resource="customers"
      testId="customer"
      title={translate(props.record ? 'customers.edit' : 'customers.add')}
      {...props}
    />
  );
}
