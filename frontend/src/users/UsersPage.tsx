import { useState } from 'react';
import {
  Avatar,
  Box,
  Button,
  Card,
  Chip,
  alpha,
  InputAdornment,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { Loading, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { RowActions } from '../common/RowActions';
import { ConfirmDelete } from '../common/ConfirmDelete';
import { useErrorMessage } from '../common/errors';
import { formatDate } from '../common/format';
import { statusColour } from '../common/StatusBadge';
import { getStoredUser } from '../providers/session';
import { UserFormDialog } from './UserFormDialog';
import type { User } from './types';

const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } };

export function matchesUser(u: User, q: string): boolean {
  const needle = q.trim().toLowerCase();
  return !needle || u.name.toLowerCase().includes(needle) || (u.email ?? '').toLowerCase().includes(needle);
}

/** /admin/users ('Gebruikers Beheer'): search, table, modal create/edit, delete (or deactivation). */
export function UsersPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const dataProvider = useDataProvider();
  const {
    data = [],
    isPending,
    refetch,
  } = useGetList<User>('users', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<User | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [toDelete, setToDelete] = useState<User | null>(null);
  const [deleting, setDeleting] = useState(false);
  const me = getStoredUser();
  const rows = data.filter((u) => matchesUser(u, q));

  const open = (u: User | null) => {
    setEditing(u);
    setDialogOpen(true);
  };

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
      refetch();
    }
  }

  return (
    <Box data-testid="users-page">
      <PageHeader
        title={translate('users.title')}
        subtitle={translate('users.subtitle')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => open(null)}
            data-testid="add-user"
          >
            {translate('users.add')}
          </Button>
        }
      />
      <TextField
        size="small"
        fullWidth
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder={translate('users.searchPlaceholder')}
        sx={{ mb: 2, maxWidth: 420 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
          htmlInput: { 'aria-label': translate('users.searchPlaceholder'), 'data-testid': 'users-search' },
        }}
      />
      <Card variant="outlined">
        {isPending ? (
          <Loading />
        ) : rows.length === 0 ? (
          <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
            {translate(q.trim() ? 'users.emptySearch' : 'users.empty')}
          </Typography>
        ) : (
          <Table size="small" data-testid="users-table">
            <TableHead>
              <TableRow>
                <TableCell>{translate('users.columns.user')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {translate('users.columns.email')}
                </TableCell>
                <TableCell>{translate('users.columns.role')}</TableCell>
                <TableCell sx={hideOnPhone}>{translate('users.columns.status')}</TableCell>
                <TableCell sx={hideOnPhone}>{translate('users.columns.createdAt')}</TableCell>
                <TableCell align="right">{translate('users.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((u) => (
                <TableRow
                  key={u.id}
                  hover
                  data-testid="user-row"
                  data-email={u.email}
                  data-active={String(u.active !== false)}
                  sx={u.active === false ? { '& td': { color: 'text.secondary' } } : undefined}
                >
                  <TableCell>
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
                        {u.active === false && (
                          <Chip
                            size="small"
                            label={translate('users.inactive')}
                            sx={{ height: 18, fontSize: 11, display: { xs: 'inline-flex', sm: 'none' } }}
                          />
                        )}
                      </Box>
                    </Box>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{u.email}</TableCell>
                  <TableCell>
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
                  </TableCell>
                  <TableCell sx={hideOnPhone}>
                    <Chip
                      size="small"
                      variant={u.active === false ? 'outlined' : 'filled'}
                      sx={(theme) => {
                        const c = statusColour(
                          u.active === false ? 'INACTIVE' : 'ACTIVE',
                          theme.palette.mode,
                        );
                        return u.active === false
                          ? { fontWeight: 600 }
                          : { bgcolor: c.bg, color: c.fg, fontWeight: 600 };
                      }}
                      label={translate(u.active === false ? 'users.inactive' : 'users.active')}
                      data-testid="user-active-badge"
                      data-active={String(u.active !== false)}
                    />
                  </TableCell>
                  <TableCell sx={hideOnPhone}>{formatDate(u.createdAt)}</TableCell>
                  <TableCell align="right">
                    <RowActions
                      name={u.name}
                      onEdit={() => open(u)}
                      onDelete={me?.id === u.id ? undefined : () => setToDelete(u)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      <UserFormDialog
        open={dialogOpen}
        record={editing}
        onClose={() => setDialogOpen(false)}
        onSaved={() => refetch()}
      />
      <ConfirmDelete
        open={!!toDelete}
        loading={deleting}
        content={translate('users.confirmDelete')}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Box>
  );
}

export default UsersPage;
