import {
  Alert,
  Box,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { useGetMany, useTranslate } from 'react-admin';
import { formatDateTime, useErrorMessage, useFormatKg } from '../common';
import { useApiGet } from '../dashboard/useApiGet';
import { describeChanges, userIdsIn, type ChangeFormatters } from './revisionChanges';
import type { LogEntryRevision } from '../api/types';

/** An entry's correction history (admins): GET /api/logs/:id/history, oldest first. */
export function RevisionsDialog({ logId, onClose }: { logId: number | null; onClose: () => void }) {
  const translate = useTranslate();
  const errorMessage = useErrorMessage();
  const kg = useFormatKg();
  const { data, error, loading } = useApiGet<LogEntryRevision[]>(
    logId === null ? null : `logs/${logId}/history`,
  );
  // The changes name fitters by id: their names come from the users register, fetched once per dialog.
  const userIds = useMemo(() => userIdsIn(data ?? []), [data]);
  const { data: users } = useGetMany<{ id: number; name: string }>(
    'users',
    { ids: userIds },
    { enabled: userIds.length > 0 },
  );
  const formatters = useMemo<ChangeFormatters>(() => {
    const names = new Map((users ?? []).map((u) => [Number(u.id), u.name]));
    return { translate, kg, dateTime: formatDateTime, userName: (id) => names.get(id) };
  }, [users, translate, kg]);
  return (
    <Dialog open={logId !== null} onClose={onClose} fullWidth maxWidth="sm" data-testid="revisions-dialog">
      <DialogTitle>{translate('logs.revisions.title')}</DialogTitle>
      <DialogContent dividers>
        {loading && <CircularProgress size={24} />}
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
                  {describeChanges(r.changes, formatters).map((c) => (
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
