import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ROLES } from '@domain';
import { RecordFormDialog } from '../common/RecordFormDialog';
import { useRecordForm } from '../common/useRecordForm';
import { rules } from '../common/useFormValidation';
import type { User } from '../api/types';

const PASSWORD_MIN = 8;
const CREATE_RULES = {
  name: [rules.required()],
  email: [rules.required(), rules.email()],
  password: [rules.required(), rules.minLength(PASSWORD_MIN)],
};
const EDIT_RULES = { ...CREATE_RULES, password: [rules.minLength(PASSWORD_MIN)] };

interface Props {
  open: boolean;
  record: User | null;
  onClose: () => void;
  onSaved: () => void;
}

const valuesOf = (record: User | null) => ({
  name: record?.name ?? '',
  email: record?.email ?? '',
  password: '',
  role: record?.role ?? 'MONTEUR',
  active: record?.active !== false,
  certificateNumber: record?.certificateNumber ?? '',
  certificateCategory: record?.certificateCategory ?? '',
  certificateValidUntil: record?.certificateValidUntil ?? '',
});

/** Modal 'Nieuwe gebruiker' / 'Gebruiker bewerken'. Password required on create; empty on edit = unchanged. */
export function UserFormDialog({ open, record, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const form = useRecordForm({
    resource: 'users',
    record,
    open,
    valuesOf,
    rules: record ? EDIT_RULES : CREATE_RULES,
    onSaved,
    onClose,
  });
  const { values, saver, check } = form;

  async function submit() {
    const trimmed = { name: values.name.trim(), email: values.email.trim(), password: values.password };
    if (!check.validate(trimmed)) return;
    const data: Record<string, unknown> = {
      name: values.name.trim(),
      email: values.email.trim(),
      role: values.role,
      certificateNumber: values.certificateNumber.trim() || null,
      certificateCategory: values.certificateCategory.trim() || null,
      certificateValidUntil: values.certificateValidUntil || null,
    };
    if (values.password) data.password = values.password;
    // Only an edit can (re)activate: a new account is always active.
    if (record) data.active = values.active;
    await saver.save(data);
  }

  return (
    <RecordFormDialog
      open={open}
      editing={!!record}
      title={translate(record ? 'users.edit' : 'users.add')}
      testId="user"
      saver={saver}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={translate(record ? 'users.save' : 'users.create')}
      maxWidth="xs"
    >
      <TextField {...form.field('name')} required autoFocus sx={{ mt: 1 }} />
      <TextField {...form.field('email')} type="email" required />
      <TextField
        {...form.field('password', record ? translate('users.passwordHint') : undefined)}
        type="password"
        required={!record}
        autoComplete="new-password"
        slotProps={{ htmlInput: { maxLength: 128 } }}
      />
      <TextField
        {...form.field('role')}
        select
        required
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'user-role' } as object } }}
      >
        {ROLES.map((r) => (
          <MenuItem key={r} value={r}>
            {translate(`enums.role.${r}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...form.field('certificateNumber')} slotProps={{ htmlInput: { maxLength: 100 } }} />
      <TextField {...form.field('certificateCategory')} slotProps={{ htmlInput: { maxLength: 50 } }} />
      <TextField
        {...form.field('certificateValidUntil')}
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {record && (
        <FormControlLabel
          control={
            <Switch
              checked={values.active}
              onChange={(e) => form.setValue('active', e.target.checked)}
              slotProps={{ input: { 'data-testid': 'user-active' } as object }}
            />
          }
          label={translate('resources.users.fields.active')}
        />
      )}
    </RecordFormDialog>
  );
}

export default UserFormDialog;
