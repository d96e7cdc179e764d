import { useMemo, useState } from 'react';
import {
  alpha,
  Avatar,
  Box,
  Button,
  Chip,
  MenuItem,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  Datagrid,
  DatagridBody,
  downloadCSV,
  ExportButton,
  FunctionField,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
  type Exporter,
} from 'react-admin';
import { ROLES } from '@domain';
import { RowActions } from '../common/RowActions';
import { ConfirmDelete } from '../common/ConfirmDelete';
import { useErrorMessage } from '../common/errors';
import { formatDate } from '../common/format';
import { statusColour } from '../common/StatusBadge';
import { RegisterList } from '../common/list/RegisterList';
import { ListSearch } from '../common/list/ListSearch';
import { BulkDeleteButton } from '../common/list/BulkDeleteButton';
import { RowWithTestId } from '../common/list/RowWithTestId';
import { gridSx } from '../common/list/gridSx';
import { toCsv } from '../common/list/csv';
import { getStoredUser } from '../providers/session';
import { UserFormDialog } from './UserFormDialog';
import type { User } from '../api/types';

const rowAttributes = (u?: User) => ({ 'data-email': u?.email, 'data-active': String(u?.active !== false) });

/** /admin/users ('Gebruikers Beheer'): search and filters, the users as a server-paged grid, modal create/edit. */
export function UserList() {
  const translate = useTranslate();
  const [editing, setEditing] = useState<User | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const open = (u: User | null) => {
    setEditing(u);
    setDialogOpen(true);
  };
  const exporter = useMemo<Exporter<User>>(
    () => (rows) =>
      downloadCSV(
        toCsv(rows, [
          { header: translate('resources.users.fields.name'), value: (u) => u.name },
          { header: translate('resources.users.fields.email'), value: (u) => u.email },
          {
            header: translate('resources.users.fields.role'),
            value: (u) => translate(`enums.role.${u.role}`),
          },
          {
            header: translate('users.columns.status'),
            value: (u) => translate(u.active === false ? 'users.inactive' : 'users.active'),
          },
          { header: translate('users.columns.createdAt'), value: (u) => formatDate(u.createdAt) },
        ]),
        translate('app.menu.users').toLowerCase(),
      ),
    [translate],
  );

  return (
    <RegisterList
      resource="users"
      sort={{ field: 'name', order: 'ASC' }}
      exporter={exporter}
      testId="users-page"
      title={translate('users.title')}
      subtitle={translate('users.subtitle')}
      loadFailed={translate('users.loadFailed')}
      actions={
        <>
          <ExportButton maxResults={1000} data-testid="export-csv" />
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => open(null)}
            data-testid="add-user"
          >
            {translate('users.add')}
          </Button>
        </>
      }
      toolbar={<UserToolbar />}
      empty={<UsersEmpty />}
      dialogs={
        <UserFormDialog
          open={dialogOpen}
          record={editing}
          onClose={() => setDialogOpen(false)}
          onSaved={() => {}}
        />
      }
    >
      <UserGrid onEdit={open} />
    </RegisterList>
  );
}

function UsersEmpty() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  return (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary" data-testid="list-empty">
      {translate(Object.keys(filterValues).length ? 'users.emptySearch' : 'users.empty')}
    </Typography>
  );
}

function UserToolbar() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const set = (field: string, value: unknown) => {
    const next = { ...filterValues };
    if (value === '' || value === undefined) delete next[field];
    else next[field] = value;
    setFilters(next, {}, false);
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' }, gap: 1.5 }}>
      <ListSearch placeholder={translate('users.searchPlaceholder')} testId="users-search" />
      <MuiTextField
        select
        size="small"
        label={translate('users.columns.role')}
        value={(filterValues.role as string) ?? ''}
        onChange={(e) => set('role', e.target.value)}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'filter-role' } as object } }}
      >
        <MenuItem value="">{translate('cylinders.all')}</MenuItem>
        {ROLES.map((r) => (
          <MenuItem key={r} value={r}>
            {translate(`enums.role.${r}`)}
          </MenuItem>
        ))}
      </MuiTextField>
      <MuiTextField
        select
        size="small"
        label={translate('users.columns.status')}
        value={filterValues.active === undefined ? '' : String(filterValues.active)}
        onChange={(e) => set('active', e.target.value === '' ? '' : e.target.value === 'true')}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'filter-active' } as object } }}
      >
        <MenuItem value="">{translate('cylinders.all')}</MenuItem>
        <MenuItem value="true">{translate('users.active')}</MenuItem>
        <MenuItem value="false">{translate('users.inactive')}</MenuItem>
      </MuiTextField>
    </Box>
  );
}

function UserGrid({ onEdit }: { onEdit: (u: User) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorMessage = useErrorMessage('users');
  const dataProvider = useDataProvider();
  const { refetch } = useListContext();
  const [toDelete, setToDelete] = useState<User | null>(null);
  const [deleting, setDeleting] = useState(false);
  const me = getStoredUser();

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      const { data: answer } = await dataProvider.delete<User>('users', {
        id: toDelete.id,
        previousData: toDelete,
      });
      notify(answer && answer.active === false ? 'users.deactivated' : 'users.deleted', { type: 'success' });
    } catch (e) {
      notify(errorMessage(e, translate('users.deleteFailed')), { type: 'error' });
    } finally {
      setDeleting(false);
      setToDelete(null);
      void refetch();
    }
  }

  return (
    <>
      <Datagrid
        data-testid="users-table"
        sx={gridSx}
        rowClick={false}
        size="small"
        body={
          <DatagridBody
            row={<RowWithTestId testId="user-row" attributes={(r) => rowAttributes(r as User | undefined)} />}
          />
        }
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
        <FunctionField<User>
          label={translate('users.columns.actions')}
          textAlign="right"
          sortable={false}
          render={(u) => (
            <RowActions
              name={u.name}
              onEdit={() => onEdit(u)}
              onDelete={me?.id === u.id ? undefined : () => setToDelete(u)}
            />
          )}
        />
      </Datagrid>
      <ConfirmDelete
        open={!!toDelete}
        loading={deleting}
        content={translate('users.confirmDelete')}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}

export default UserList;
