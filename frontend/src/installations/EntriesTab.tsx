import { Link as RouterLink } from 'react-router-dom';
import { Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Loading, useGetList, useTranslate } from 'react-admin';
import { formatDateTime } from '../common/format';
import { useFormatKg } from '../common/useLocale';
import type { LogEntry } from '../api/types';

/** The log entries (mutations) linked to the installation, newest first, each linked to its cylinder. */
export function EntriesTab({ installationId }: { installationId: number }) {
  const translate = useTranslate();
  const formatKg = useFormatKg();
  const { data = [], isPending } = useGetList<LogEntry>('logs', {
    filter: { installationId },
    sort: { field: 'date', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
  });
  if (isPending) return <Loading />;
  if (!data.length)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid="entries-empty">
        {translate('installations.entries.empty')}
      </Typography>
    );
  return (
    <List dense data-testid="installation-entries">
      {data.map((e) => (
        <ListItem key={e.id} divider data-testid="installation-entry">
          <ListItemText
            primary={
              <>
                {translate(`enums.mutationType.${e.mutationType}`)} · {formatKg(e.weight)} ·{' '}
                <Link component={RouterLink} to={`/cylinder/${e.cylinderId}`}>
                  {e.cylinderSerialNumber}
                </Link>
              </>
            }
            secondary={`${formatDateTime(e.date)} · ${e.user?.name ?? ''}${e.workOrder ? ` · ${e.workOrder}` : ''}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
