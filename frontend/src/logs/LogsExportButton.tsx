import { Spinner } from '../common/Spinner';
import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useErrorMessage } from '../common/errors';
import { useAsyncHandler } from '../common/useAsyncHandler';
import type { AppDataProvider } from '../providers/dataProvider';
import { logsExportPath, logsExportFileName } from './logsExport';

/** One cylinder's F-gas logbook as CSV (the auditor's record), downloaded with the bearer header. */
export function LogsExportButton({ cylinderId, serial }: { cylinderId: number; serial: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const handle = useAsyncHandler();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      const filter = { cylinderId };
      await dataProvider.download(logsExportPath(filter), logsExportFileName(filter, serial));
    } catch (e) {
      notify(errorMessage(e, translate('logs.export.failed')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="outlined"
      onClick={handle(run)}
      disabled={busy}
      startIcon={busy ? <Spinner size={16} /> : <DownloadIcon />}
      data-testid="cylinder-logbook-export"
    >
      {translate('logs.export.cylinderButton')}
    </Button>
  );
}

export default LogsExportButton;
