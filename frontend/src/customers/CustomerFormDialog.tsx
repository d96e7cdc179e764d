import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RecordFormDialog } from '../common/RecordFormDialog';
import { useRecordForm } from '../common/useRecordForm';
import { rules } from '../common/useFormValidation';
import type { Customer } from '../api/types';

const RULES = { name: [rules.required()], email: [rules.email()] };
const FIELDS = ['name', 'contactPerson', 'email', 'phone', 'address'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const valuesOf = (record: Customer | null) =>
  Object.fromEntries(FIELDS.map((f) => [f, (record?.[f] as string | null) ?? ''])) as Values;

/** Modal 'Add customer' / 'Edit customer'. Text is trimmed; empty optional fields are sent as null. */
export function CustomerFormDialog({
  open,
  record,
  onClose,
  onSaved,
}: {
  open: boolean;
  record: Customer | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const form = useRecordForm({
    resource: 'customers',
    record,
    open,
    valuesOf,
    rules: RULES,
    onSaved,
    onClose,
  });
  const { values, saver, check } = form;

  async function submit() {
    if (!check.validate({ name: values.name.trim(), email: values.email.trim() })) return;
    const data = Object.fromEntries(
      FIELDS.map((f) => [f, values[f].trim() === '' ? (f === 'name' ? '' : null) : values[f].trim()]),
    );
    await saver.save(data);
  }

  return (
    <RecordFormDialog
      open={open}
      editing={!!record}
      title={translate(record ? 'customers.edit' : 'customers.add')}
      testId="customer"
      saver={saver}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField {...form.field('name')} required autoFocus sx={{ mt: 1 }} />
      <TextField {...form.field('contactPerson')} />
      <TextField {...form.field('email')} type="email" />
      <TextField {...form.field('phone')} type="tel" />
      <TextField {...form.field('address')} multiline rows={2} />
    </RecordFormDialog>
  );
}
