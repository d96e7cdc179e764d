import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FormDialog } from '../common/FormDialog';
import { ErrorBanner } from '../common/ErrorBanner';
import { useRecordSave } from '../common/useRecordSave';
import { rules, useFormValidation } from '../common/useFormValidation';
import type { Supplier } from '../api/types';

const RULES = { name: [rules.required()], email: [rules.email()] };

interface Props {
  open: boolean;
  record: Supplier | null;
  onClose: () => void;
  onSaved: () => void;
  /** Title for create mode (the suppliers page says 'Add New Supplier', the admin panel 'Add Supplier'). */
  createTitle?: string;
}

const FIELDS = ['name', 'contactPerson', 'email', 'phone', 'address'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** Modal 'Add New Supplier' / 'Edit Supplier'. Text is trimmed; empty optional fields are sent as null. */
export function SupplierFormDialog({ open, record, onClose, onSaved, createTitle }: Props) {
  const translate = useTranslate();
  const empty: Values = { name: '', contactPerson: '', email: '', phone: '', address: '' };
  const [values, setValues] = useState<Values>(empty);
  const saver = useRecordSave('suppliers', record, { onSaved, onClose });
  const { reset: resetSave } = saver;
  const check = useFormValidation<'name' | 'email'>(RULES);
  const { reset } = check;

  useEffect(() => {
    if (open) {
      setValues(Object.fromEntries(FIELDS.map((f) => [f, (record?.[f] as string | null) ?? ''])) as Values);
      resetSave();
      reset();
    }
  }, [open, record, reset, resetSave]);

  async function submit() {
    if (!check.validate({ name: values.name.trim(), email: values.email.trim() })) return;
    const data = Object.fromEntries(
      FIELDS.map((f) => [f, values[f].trim() === '' ? (f === 'name' ? '' : null) : values[f].trim()]),
    );
    await saver.save(data);
  }

  const set = (f: keyof Values) => (e: { target: { value: string } }) => {
    if (f === 'name' || f === 'email') check.clear(f);
    setValues((v) => ({ ...v, [f]: e.target.value }));
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onSubmit={submit}
      title={record ? translate('suppliers.edit') : (createTitle ?? translate('suppliers.add'))}
      testId="supplier-dialog"
      submit={{
        label: translate(record ? 'app.action.update' : 'app.action.create'),
        saving: saver.saving,
        testId: 'supplier-submit',
      }}
    >
      <ErrorBanner message={saver.error} onClose={saver.clearError} />
      <TextField
        label={translate('resources.suppliers.fields.name')}
        name="name"
        value={values.name}
        onChange={set('name')}
        {...check.fieldProps('name')}
        required
        autoFocus
        sx={{ mt: 1 }}
      />
      <TextField
        label={translate('resources.suppliers.fields.contactPerson')}
        name="contactPerson"
        value={values.contactPerson}
        onChange={set('contactPerson')}
      />
      <TextField
        label={translate('resources.suppliers.fields.email')}
        name="email"
        type="email"
        value={values.email}
        onChange={set('email')}
        {...check.fieldProps('email')}
      />
      <TextField
        label={translate('resources.suppliers.fields.phone')}
        name="phone"
        type="tel"
        value={values.phone}
        onChange={set('phone')}
      />
      <TextField
        label={translate('resources.suppliers.fields.address')}
        name="address"
        value={values.address}
        onChange={set('address')}
        multiline
        rows={3}
      />
    </FormDialog>
  );
}

export default SupplierFormDialog;
