import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { QueuedWriteRow } from './QueuedWriteRow';
import type { QueuedWrite } from './queue';

/** A cylinder's mutations saved on this phone and not yet recorded by the server, above its history. */
export function PendingEntries({ writes }: { writes: QueuedWrite[] }) {
  const translate = useTranslate();
  if (writes.length === 0) return null;
  return (
    <Card variant="outlined" data-testid="pending-entries">
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {translate('offline.pendingTitle')}
        </Typography>
        {writes.map((w) => (
          <QueuedWriteRow key={w.seq} write={w} />
        ))}
      </CardContent>
    </Card>
  );
}
