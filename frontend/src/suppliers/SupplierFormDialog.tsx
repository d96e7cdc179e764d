import { useEffect, useState } from 'react';
import { Button, TextField } from '@mui/material';
import { useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { FormDialog } from '../common/FormDialog';
import { ErrorBanner } from '../common/ErrorBanner';
import { useErrorMessage } from '../common/errors';
import { closeAfterSave } from '../common/closeAfterSave';
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
  const notify = useNotify();
  const errorMessage = useErrorMessage('suppliers');
  const [create] = useCreate();
  const [update] = useUpdate();
  const empty: Values = { name: '', contactPerson: '', email: '', phone: '', address: '' };
  const [values, setValues] = useState<Values>(empty);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const check = useFormValidation<'name' | 'email'>(RULES);
  const { reset } = check;

  useEffect(() => {
    if (open) {
      setValues(Object.fromEntries(FIELDS.map((f) => [f, (record?.[f] as string | null) ?? ''])) as Values);
      setError(null);
      setSaving(false);
      reset();
    }
  }, [open, record, reset]);

  async function submit() {
    if (!check.validate({ name: values.name.trim(), email: values.email.trim() })) return;
    setError(null);
    setSaving(true);
    const data = Object.fromEntries(
      FIELDS.map((f) => [f, values[f].trim() === '' ? (f === 'name' ? '' : null) : values[f].trim()]),
    );
    try {
      if (record) {
        await update(
          'suppliers',
          { id: record.id, data, previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
        notify('suppliers.updated', { type: 'success' });
      } else {
        await create('suppliers', { data }, { returnPromise: true });
        notify('suppliers.created', { type: 'success' });
      }
      onSaved();
      await closeAfterSave(onClose);
    } catch (e) {
      setError(errorMessage(e, translate('suppliers.saveFailed')));
      setSaving(false);
    }
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
      actions={
        <>
          <Button onClick={onClose}>{translate('app.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving} data-testid="supplier-submit">
            {saving
              ? translate('app.action.saving')
              : translate(record ? 'app.action.update' : 'app.action.create')}
          </Button>
        </>
      }
    >
      <ErrorBanner message={error} onClose={() => setError(null)} />
      <TextField
        label={translate('suppliers.fields.name')}
        name="name"
        value={values.name}
        onChange={set('name')}
        {...check.fieldProps('name')}
        required
        autoFocus
        sx={{ mt: 1 }}
      />
      <TextField
        label={translate('suppliers.fields.contactPerson')}
        name="contactPerson"
        value={values.contactPerson}
        onChange={set('contactPerson')}
      />
      <TextField
        label={translate('suppliers.fields.email')}
        name="email"
        type="email"
        value={values.email}
        onChange={set('email')}
        {...check.fieldProps('email')}
      />
      <TextField
        label={translate('suppliers.fields.phone')}
        name="phone"
        type="tel"
        value={values.phone}
        onChange={set('phone')}
      />
      <TextField
        label={translate('suppliers.fields.address')}
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
