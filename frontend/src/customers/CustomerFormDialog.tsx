import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { normaliseKvkNumber, normalisePostcode } from '@domain';
import { RecordFormDialog } from '../common/RecordFormDialog';
import type { RecordFormDialogProps } from '../common/list/ListFormDialog';
import { useRecordForm } from '../common/useRecordForm';
import { rules } from '../common/useFormValidation';
import type { Customer } from '../api/types';
import { kvkNumberRule, normalisedOrNull, postcodeRule } from './customerRules';

const FIELDS = [
  'name',
  'kvkNumber',
  'contactPerson',
  'email',
  'phone',
  'address',
  'postcode',
  'city',
] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const RULES = {
  name: [rules.required()],
  email: [rules.email()],
  kvkNumber: [kvkNumberRule()],
  postcode: [postcodeRule()],
};

const valuesOf = (record: Customer | null) =>
  Object.fromEntries(FIELDS.map((f) => [f, record?.[f] ?? ''])) as Values;

/**
 * Modal 'Add customer' / 'Edit customer': name, KvK number, contact, and the address as street, postcode
 * and city. A customer from before postcode and city were fields keeps its whole address in the street
 * field until someone splits it.
 */
export function CustomerFormDialog({ open, record, onClose, onSaved }: RecordFormDialogProps<Customer>) {
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
    const trimmed = Object.fromEntries(FIELDS.map((f) => [f, values[f].trim()])) as Values;
    if (!check.validate(trimmed)) return;
    await saver.save({
      ...Object.fromEntries(FIELDS.map((f) => [f, trimmed[f] === '' && f !== 'name' ? null : trimmed[f]])),
      kvkNumber: normalisedOrNull(values.kvkNumber, normaliseKvkNumber),
      postcode: normalisedOrNull(values.postcode, normalisePostcode),
    });
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
      <TextField
        {...form.field('kvkNumber')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12, autoComplete: 'off' } }}
      />
      <TextField {...form.field('contactPerson')} />
      <TextField {...form.field('email')} type="email" />
      <TextField {...form.field('phone')} type="tel" />
      <TextField
        {...form.field('address')}
        multiline
        minRows={1}
        maxRows={4}
        slotProps={{ htmlInput: { autoComplete: 'street-address' } }}
      />
      <Stack direction="row" spacing={1}>
        <TextField
          {...form.field('postcode')}
          sx={{ flex: '0 0 38%' }}
          slotProps={{ htmlInput: { maxLength: 20, autoComplete: 'postal-code' } }}
        />
        <TextField
          {...form.field('city')}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'address-level2' } }}
        />
      </Stack>
    </RecordFormDialog>
  );
}
