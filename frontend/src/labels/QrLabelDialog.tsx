import { Spinner } from '../common/Spinner';
import { useEffect, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { DialogTitleWithClose } from '../common/DialogTitleWithClose';
import { qrPngDataUrl } from './qrPng';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The URL the code encodes (the cylinder's qrCode). */
  value: string;
  serial: string;
}

/** The cylinder's QR label as a big PNG (generated in the browser) with a download link. */
export function QrLabelDialog({ open, onClose, value, serial }: Props) {
  const translate = useTranslate();
  const [png, setPng] = useState<{ value: string; url: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open || png?.value === value) return undefined;
    let live = true;
    setFailed(false);
    qrPngDataUrl(value).then(
      (url) => live && setPng({ value, url }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, value, png?.value]);
  const url = png?.value === value ? png.url : null;
  const fileName = `qr-${serial.replace(/[^\w.-]+/g, '_')}.png`;

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth data-testid="qr-label-dialog">
      <DialogTitleWithClose onClose={onClose}>
        {translate('labels.qrCode')}: {serial}
      </DialogTitleWithClose>
      <DialogContent sx={{ display: 'grid', placeItems: 'center', gap: 1 }}>
        {url ? (
          <Box
            component="img"
            src={url}
            alt={`${translate('labels.qrCode')} ${serial}`}
            data-testid="qr-label-image"
            sx={{
              width: '100%',
              maxWidth: 320,
              aspectRatio: '1',
              bgcolor: '#fff',
              imageRendering: 'pixelated',
            }}
          />
        ) : failed ? (
          <Typography color="error">{translate('app.unknownError')}</Typography>
        ) : (
          <Spinner />
        )}
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {serial}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.action.close')}</Button>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          component="a"
          href={url ?? undefined}
          download={fileName}
          disabled={!url}
          data-testid="qr-label-download"
        >
          {translate('labels.qrDownload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default QrLabelDialog;
