import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { QueuedWriteRow } from './QueuedWriteRow';
import { useQueuedWrites } from './useQueuedWrites';

/** /offline: every write saved on this phone and not yet recorded, with the server's refusals to settle. */
export default function QueuePage() {
  const translate = useTranslate();
  const writes = useQueuedWrites();
  return (
    <Card variant="outlined" sx={{ my: 1, maxWidth: 900 }} data-testid="offline-queue-page">
      <Title title={translate('offline.queueTitle')} />
      <CardContent>
        <Typography variant="h6" component="h1" gutterBottom>
          {translate('offline.queueTitle')}
        </Typography>
        {writes.length === 0 ? (
          <Typography color="text.secondary">{translate('offline.queueEmpty')}</Typography>
        ) : (
          writes.map((w) => <QueuedWriteRow key={w.seq} write={w} />)
        )}
      </CardContent>
    </Card>
  );
}
