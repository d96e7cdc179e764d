import { useState } from 'react';
import { Button } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useErrorMessage } from '../../common/errors';
import type { AppDataProvider } from '../../providers/dataProvider';

/**
 * The return slip of a returned cylinder (PDF in the language on screen), fetched with the session's token
 * (a plain link would carry none) and saved under the server's file name.
 */
export function ReturnSlipButton({ cylinderId }: { cylinderId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await dataProvider.download(`cylinders/${cylinderId}/return-slip.pdf`);
    } catch (e) {
      notify(errorMessage(e, translate('cylinders.return.slipFailed')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="outlined"
      color="inherit"
      size="small"
      startIcon={<PictureAsPdfIcon />}
      onClick={() => void download()}
      disabled={busy}
      data-testid="return-slip"
    >
      {translate('cylinders.return.slip')}
    </Button>
  );
}
