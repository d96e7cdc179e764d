import { alpha, Avatar, Box, Chip, Typography } from '@mui/material';
import { FunctionField, useListContext, useTranslate } from 'react-admin';
import { ROLES } from '@domain';
import { formatDate } from '../common/format';
import { statusColour } from '../common/statusColour';
import { RegisterEmpty, RegisterList } from '../common/list/RegisterList';
import { RegisterToolbar } from '../common/list/RegisterToolbar';
import { FilterSelect } from '../common/list/FilterSelect';
import { useRecordDialog } from '../common/list/useRecordDialog';
import { BulkDeleteButton } from '../common/list/BulkDeleteButton';
import { RegisterGrid } from '../common/list/RegisterGrid';
import { getStoredUser } from '../providers/session';
import { UserFormDialog } from './UserFormDialog';
import { CertificateChip } from './CertificateChip';
import type { User } from '../api/types';

const rowAttributes = (u?: User) => ({ 'data-email': u?.email, 'data-active': String(u?.active !== false) });

/** /admin/users ('Gebruikersbeheer'): search and filters, the users as a server-paged grid, modal create/edit. */
export function UserList() {
  const translate = useTranslate();
  const dialog = useRecordDialog<User>();
  const activeLabel = (u: User) => translate(u.active === false ? 'users.inactive' : 'users.active');

  return (
    <RegisterList<User>
      resource="users"
      onAdd={() => dialog.show(null)}
      addTestId="add-user"
      csv={{
        columns: [
          { header: translate('resources.users.fields.name'), value: (u) => u.name },
          { header: translate('resources.users.fields.email'), value: (u) => u.email },
          {
            header: translate('resources.users.fields.role'),
            value: (u) => translate(`enums.role.${u.role}`),
          },
          { header: translate('users.columns.status'), value: activeLabel },
          { header: translate('users.columns.createdAt'), value: (u) => formatDate(u.createdAt) },
        ],
        fileName: translate('app.menu.users').toLowerCase(),
      }}
      toolbar={
        <RegisterToolbar searchPlaceholder={translate('users.searchPlaceholder')} searchTestId="users-search">
          <FilterSelect
            source="role"
            label={translate('users.columns.role')}
            options={ROLES.map((r) => ({ value: r, label: translate(`enums.role.${r}`) }))}
          />
          <FilterSelect
            source="active"
            label={translate('users.columns.status')}
            options={[
              { value: true, label: translate('users.active') },
              { value: false, label: translate('users.inactive') },
            ]}
          />
        </RegisterToolbar>
      }
      empty={<UsersEmpty />}
      dialogs={
        <UserFormDialog open={dialog.open} record={dialog.record} onClose={dialog.close} onSaved={() => {}} />
      }
    >
      <UserGrid onEdit={dialog.show} />
    </RegisterList>
  );
}

function UsersEmpty() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  return (
    <RegisterEmpty text={translate(Object.keys(filterValues).length ? 'users.emptySearch' : 'users.empty')} />
  );
}

function UserGrid({ onEdit }: { onEdit: (u: User) => void }) {
  const translate = useTranslate();
  const me = getStoredUser();
  return (
    <RegisterGrid<User>
      resource="users"
      rowTestId="user-row"
      rowAttributes={rowAttributes}
      nameOf={(u) => u.name}
      onEdit={onEdit}
      deletion={{
        hiddenFor: (u) => u.id === me?.id,
        // A user with records is deactivated, not deleted: the answer says which.
        successKey: (answer) => (answer && answer.active === false ? 'users.deactivated' : 'users.deleted'),
      }}
      actionsLabel={translate('users.columns.actions')}
      rowSx={(u) => ({ '& td': (u as User).active === false ? { color: 'text.secondary' } : {} })}
      isRowSelectable={(u) => u.id !== me?.id}
      bulkActionButtons={<BulkDeleteButton resource="users" confirmKey="users.confirmBulkDelete" />}
    >
      <FunctionField<User>
        source="name"
        label={translate('users.columns.user')}
        render={(u) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Avatar
              sx={{
                width: 28,
                height: 28,
                fontSize: 14,
                bgcolor: 'primary.main',
                display: { xs: 'none', sm: 'flex' },
              }}
            >
              {u.name.charAt(0).toUpperCase()}
            </Avatar>
            <Box sx={{ minWidth: 0, wordBreak: 'break-word' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {u.name}
                {me?.id === u.id && ` (${translate('users.you')})`}
              </Typography>
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ display: { xs: 'block', md: 'none' } }}
              >
                {u.email}
              </Typography>
              <CertificateChip user={u} />
            </Box>
          </Box>
        )}
      />
      <FunctionField<User>
        source="email"
        label={translate('users.columns.email')}
        headerClassName="hide-below-md"
        cellClassName="hide-below-md"
        render={(u) => u.email}
      />
      <FunctionField<User>
        source="role"
        label={translate('users.columns.role')}
        render={(u) => (
          <Chip
            size="small"
            label={translate(`enums.role.${u.role}`, { _: u.role })}
            color={u.role === 'ADMIN' ? 'secondary' : 'default'}
            // On the dark page a tinted chip with light text, like the status badges.
            sx={(theme) =>
              theme.palette.mode === 'dark' && u.role === 'ADMIN'
                ? {
                    bgcolor: alpha(theme.palette.secondary.main, 0.2),
                    color: theme.palette.secondary.light,
                  }
                : {}
            }
            data-testid="role-badge"
          />
        )}
      />
      <FunctionField<User>
        source="active"
        label={translate('users.columns.status')}
        headerClassName="hide-on-phone"
        cellClassName="hide-on-phone"
        render={(u) => (
          <Chip
            size="small"
            variant={u.active === false ? 'outlined' : 'filled'}
            sx={(theme) => {
              const c = statusColour(u.active === false ? 'INACTIVE' : 'ACTIVE', theme.palette.mode);
              return u.active === false
                ? { fontWeight: 600 }
                : { bgcolor: c.bg, color: c.fg, fontWeight: 600 };
            }}
            label={translate(u.active === false ? 'users.inactive' : 'users.active')}
            data-testid="user-active-badge"
            data-active={String(u.active !== false)}
          />
        )}
      />
      <FunctionField<User>
        source="createdAt"
        label={translate('users.columns.createdAt')}
        headerClassName="hide-on-phone"
        cellClassName="hide-on-phone"
        render={(u) => formatDate(u.createdAt)}
      />
    </RegisterGrid>
  );
}

export default UserList;
