import { Spinner } from '../common/Spinner';
import { useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useErrorMessage } from '../common/errors';
import { useAsyncHandler } from '../common/useAsyncHandler';
import type { AppDataProvider } from '../providers/dataProvider';
import { logsExportPath, logsExportFileName } from './logsExport';

/** Admin: the F-gas logbook of every cylinder for a period (dateFrom / dateTo, both days included) as CSV. */
export function LogsExportCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const errorMessage = useErrorMessage('logs');
  const handle = useAsyncHandler();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const [busy, setBusy] = useState(false);
  const badRange = Boolean(dateFrom && dateTo && dateFrom > dateTo);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (badRange) return;
    setBusy(true);
    try {
      const filter = { dateFrom: dateFrom || undefined, dateTo: dateTo || undefined };
      await dataProvider.download(logsExportPath(filter), logsExportFileName(filter));
    } catch (err) {
      notify(errorMessage(err, translate('logs.export.failed')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="logbook-export">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {translate('logs.export.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('logs.export.subtitle')}
        </Typography>
        <Box
          component="form"
          onSubmit={handle(submit)}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            type="date"
            label={translate('resources.logs.fields.dateFrom')}
            value={dateFrom}
            onChange={(e) => setDateFrom(e.target.value)}
            sx={{ flex: '1 1 150px' }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'logbook-from' } }}
          />
          <TextField
            size="small"
            type="date"
            label={translate('resources.logs.fields.dateTo')}
            value={dateTo}
            onChange={(e) => setDateTo(e.target.value)}
            error={badRange}
            helperText={badRange ? translate('logs.export.badRange') : undefined}
            sx={{ flex: '1 1 150px' }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'logbook-to' } }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={busy || badRange}
            startIcon={busy ? <Spinner size={16} /> : <DownloadIcon />}
            data-testid="logbook-export-button"
          >
            {translate('logs.export.button')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

export default LogsExportCard;
