import { Spinner } from '../common/Spinner';
import { Suspense, lazy, useEffect, useState } from 'react';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, Tooltip } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';

// The scanner (and the decoder with it) loads only when a fitter opens it.
const Scanner = lazy(() => import('../scanner/Scanner'));

/**
 * A scan button in the header on phones: one tap from any page to the scanner, which opens the cylinder on
 * its mutations tab. Hidden from tablet width up, where the dashboard's quick actions are at hand.
 */
export function ScanButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  // The scanner navigates to the cylinder it found: the dialog closes with the page change.
  useEffect(() => setOpen(false), [pathname, search]);
  const label = translate('scanner.open');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          onClick={() => setOpen(true)}
          aria-label={label}
          data-testid="header-scan"
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        >
          <QrCodeScannerIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} fullScreen data-testid="header-scan-dialog">
        <DialogTitle sx={{ pr: 6 }}>
          {label}
          <IconButton
            aria-label={translate('app.action.close')}
            onClick={() => setOpen(false)}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>
          {open && (
            <Suspense
              fallback={
                <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
                  <Spinner size={28} />
                </Box>
              }
            >
              <Scanner />
            </Suspense>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

export default ScanButton;
