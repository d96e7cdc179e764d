import { Spinner } from '../common/Spinner';
import {
  Alert,
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { useGetMany, useTranslate } from 'react-admin';
import { formatDate, formatDateTime, useErrorMessage, useFormatKg } from '../common';
import { useApiGet } from '../dashboard/useApiGet';
import {
  describeChanges,
  LOG_REVISIONS,
  userIdsIn,
  type ChangeFormatters,
  type RevisionSchema,
} from './revisionChanges';
import type { FieldChange } from '../api/types';

/** One step of a record's history as the API answers it (log entries and leak checks alike). */
interface Revision {
  id: number;
  at: string;
  by: { name: string } | null;
  changes: Record<string, FieldChange> | null;
  reason: string | null;
  action: string;
}

/**
 * A record's correction history (admins), oldest first: an entry's (GET /api/logs/:id/history) or a leak
 * check's (GET /api/leak-checks/:id/history, with `schema` naming its fields).
 */
export function RevisionsDialog({
  path,
  schema = LOG_REVISIONS,
  onClose,
}: {
  /** The history's API path (`logs/7/history`); null while closed. */
  path: string | null;
  schema?: RevisionSchema;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const errorMessage = useErrorMessage();
  const kg = useFormatKg();
  const { data, error, loading } = useApiGet<Revision[]>(path);
  // The changes name fitters by id: their names come from the users register, fetched once per dialog.
  const userIds = useMemo(() => userIdsIn(data ?? []), [data]);
  const { data: users } = useGetMany<{ id: number; name: string }>(
    'users',
    { ids: userIds },
    { enabled: userIds.length > 0 },
  );
  const formatters = useMemo<ChangeFormatters>(() => {
    const names = new Map((users ?? []).map((u) => [Number(u.id), u.name]));
    return {
      translate,
      kg,
      dateTime: formatDateTime,
      date: formatDate,
      userName: (id) => names.get(id),
    };
  }, [users, translate, kg]);
  return (
    <Dialog open={path !== null} onClose={onClose} fullWidth maxWidth="sm" data-testid="revisions-dialog">
      <DialogTitle>{translate('logs.revisions.title')}</DialogTitle>
      <DialogContent dividers>
        {loading && <Spinner size={24} />}
        {error ? (
          <Alert severity="error">{errorMessage(error, translate('logs.revisions.loadFailed'))}</Alert>
        ) : null}
        {!loading && data && data.length === 0 && (
          <Typography color="text.secondary">{translate('logs.revisions.empty')}</Typography>
        )}
        {!loading &&
          data?.map((r) => (
            <Box
              key={r.id}
              sx={{ mb: 1.5, pb: 1.5, borderBottom: 1, borderColor: 'divider' }}
              data-testid="revision"
            >
              <Typography variant="subtitle2">
                {translate(`logs.revisions.${r.action}`, { _: r.action })} · {formatDateTime(r.at)}
                {r.by ? ` · ${translate('logs.revisions.by', { name: r.by.name })}` : ''}
              </Typography>
              {r.reason && (
                <Typography variant="body2" color="text.secondary">
                  {translate('logs.revisions.reason', { reason: r.reason })}
                </Typography>
              )}
              {r.changes && Object.keys(r.changes).length > 0 && (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {describeChanges(r.changes, formatters, schema).map((c) => (
                    <Typography
                      component="li"
                      variant="body2"
                      key={c.field}
                      data-testid="revision-change"
                      data-field={c.field}
                    >
                      {c.label}: {c.from} → {c.to}
                    </Typography>
                  ))}
                </Box>
              )}
            </Box>
          ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export default RevisionsDialog;
