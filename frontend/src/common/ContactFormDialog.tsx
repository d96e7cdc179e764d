import { TextField } from '@mui/material';
import { RecordFormDialog } from './RecordFormDialog';
import { useRecordForm } from './useRecordForm';
import { rules } from './useFormValidation';

const RULES = { name: [rules.required()], email: [rules.email()] };
const FIELDS = ['name', 'contactPerson', 'email', 'phone', 'address'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** A record that is a party with contact details: a supplier, a customer. */
export type ContactRecord = { id: number } & Partial<Record<(typeof FIELDS)[number], string | null>>;

const valuesOf = (record: ContactRecord | null) =>
  Object.fromEntries(FIELDS.map((f) => [f, record?.[f] ?? ''])) as Values;

/**
 * Modal create/edit of a party's name and contact details (`resource` names its API, field labels and
 * messages). Text is trimmed; empty optional fields are sent as null.
 */
export function ContactFormDialog<T extends ContactRecord>({
  resource,
  testId,
  title,
  open,
  record,
  onClose,
  onSaved,
}: {
  resource: string;
  testId: string;
  title: string;
  open: boolean;
  record: T | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useRecordForm({ resource, record, open, valuesOf, rules: RULES, onSaved, onClose });
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
      title={title}
      testId={testId}
      saver={saver}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField {...form.field('name')} required autoFocus sx={{ mt: 1 }} />
      <TextField {...form.field('contactPerson')} />
      <TextField {...form.field('email')} type="email" />
      <TextField {...form.field('phone')} type="tel" />
      <TextField {...form.field('address')} multiline rows={3} />
    </RecordFormDialog>
  );
}
