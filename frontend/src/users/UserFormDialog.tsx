import { useEffect, useState } from 'react';
import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ROLES } from '@domain';
import { FormDialog } from '../common/FormDialog';
import { ErrorBanner } from '../common/ErrorBanner';
import { useRecordSave } from '../common/useRecordSave';
import { rules, useFormValidation } from '../common/useFormValidation';
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

/** Modal 'Nieuwe Gebruiker' / 'Gebruiker Bewerken'. Password required on create; empty on edit = unchanged. */
export function UserFormDialog({ open, record, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const [values, setValues] = useState({
    name: '',
    email: '',
    password: '',
    role: 'MONTEUR',
    active: true,
  });
  const saver = useRecordSave('users', record, { onSaved, onClose });
  const { reset: resetSave } = saver;
  const check = useFormValidation<'name' | 'email' | 'password'>(record ? EDIT_RULES : CREATE_RULES);
  const { reset } = check;

  useEffect(() => {
    if (open) {
      setValues({
        name: record?.name ?? '',
        email: record?.email ?? '',
        password: '',
        role: record?.role ?? 'MONTEUR',
        active: record?.active !== false,
      });
      resetSave();
      reset();
    }
  }, [open, record, reset, resetSave]);

  async function submit() {
    const trimmed = { name: values.name.trim(), email: values.email.trim(), password: values.password };
    if (!check.validate(trimmed)) return;
    const data: Record<string, unknown> = {
      name: values.name.trim(),
      email: values.email.trim(),
      role: values.role,
    };
    if (values.password) data.password = values.password;
    // Only an edit can (re)activate: a new account is always active.
    if (record) data.active = values.active;
    await saver.save(data);
  }

  const set = (f: 'name' | 'email' | 'password' | 'role') => (e: { target: { value: string } }) => {
    if (f !== 'role') check.clear(f);
    setValues((v) => ({ ...v, [f]: e.target.value }));
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onSubmit={submit}
      title={translate(record ? 'users.edit' : 'users.add')}
      testId="user-dialog"
      maxWidth="xs"
      submit={{
        label: translate(record ? 'users.save' : 'users.create'),
        saving: saver.saving,
        testId: 'user-submit',
      }}
    >
      <ErrorBanner message={saver.error} onClose={saver.clearError} />
      <TextField
        label={translate('resources.users.fields.name')}
        name="name"
        value={values.name}
        onChange={set('name')}
        {...check.fieldProps('name')}
        required
        autoFocus
        sx={{ mt: 1 }}
      />
      <TextField
        label={translate('resources.users.fields.email')}
        name="email"
        type="email"
        value={values.email}
        onChange={set('email')}
        {...check.fieldProps('email')}
        required
      />
      <TextField
        label={translate('resources.users.fields.password')}
        name="password"
        type="password"
        value={values.password}
        onChange={set('password')}
        required={!record}
        autoComplete="new-password"
        {...check.fieldProps('password', record ? translate('users.passwordHint') : undefined)}
        slotProps={{ htmlInput: { maxLength: 128 } }}
      />
      <TextField
        select
        label={translate('resources.users.fields.role')}
        name="role"
        value={values.role}
        onChange={set('role')}
        required
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'user-role' } as object } }}
      >
        {ROLES.map((r) => (
          <MenuItem key={r} value={r}>
            {translate(`enums.role.${r}`)}
          </MenuItem>
        ))}
      </TextField>
      {record && (
        <FormControlLabel
          control={
            <Switch
              checked={values.active}
              onChange={(e) => setValues((v) => ({ ...v, active: e.target.checked }))}
              slotProps={{ input: { 'data-testid': 'user-active' } as object }}
            />
          }
          label={translate('resources.users.fields.active')}
        />
      )}
    </FormDialog>
  );
}

export default UserFormDialog;
