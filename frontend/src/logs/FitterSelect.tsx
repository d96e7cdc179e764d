import { MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { User } from '../api/types';

type UserOption = Pick<User, 'id' | 'name' | 'role'>;

/** The mutation form's fitter: the active users, the signed-in one preselected by the form. */
export function FitterSelect({
  value,
  onChange,
  error,
}: {
  value: number | '';
  onChange: (userId: number) => void;
  error: string | null;
}) {
  const translate = useTranslate();
  const { data: users = [] } = useGetList<UserOption>('users', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
    filter: { active: true },
  });
  return (
    <TextField
      select
      required
      label={translate('logs.fitter')}
      value={users.some((u) => u.id === value) ? value : ''}
      onChange={(e) => onChange(Number(e.target.value))}
      error={!!error}
      helperText={error}
      slotProps={{ htmlInput: { 'data-testid': 'log-user', name: 'userId' } }}
    >
      {users.map((u) => (
        <MenuItem key={u.id} value={u.id}>
          {u.name} ({translate(`enums.role.${u.role}`, { _: u.role })})
        </MenuItem>
      ))}
    </TextField>
  );
}
