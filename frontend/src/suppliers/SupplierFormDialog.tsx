import { useTranslate } from 'react-admin';
import { ContactFormDialog } from '../common/ContactFormDialog';
import type { RecordFormDialogProps } from '../common/list/ListFormDialog';
import type { Supplier } from '../api/types';

/** Modal 'Add New Supplier' / 'Edit Supplier': the supplier's name and contact details. */
export function SupplierFormDialog({
  createTitle,
  ...props
}: RecordFormDialogProps<Supplier> & {
  /** Title for create mode (the suppliers page says 'Add New Supplier', the admin panel 'Add Supplier'). */
  createTitle?: string;
}) {
  const translate = useTranslate();
  return (
    <ContactFormDialog
      resource="suppliers"
      testId="supplier"
      title={props.record ? translate('suppliers.edit') : (createTitle ?? translate('suppliers.add'))}
      {...props}
    />
  );
}
