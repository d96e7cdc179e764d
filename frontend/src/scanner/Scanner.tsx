import { Spinner } from '../common/Spinner';
import { Suspense, lazy, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ReplayIcon from '@mui/icons-material/Replay';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_ACTION } from '@domain';
import type { AppDataProvider } from '../providers/dataProvider';
import { errorCode, useErrorMessage } from '../common';
import { classifyScan } from './scanText';
import { NOTICE_MS, type CameraProblem } from './cameraConstraints';
import type { Cylinder } from '../api/types';

/**
 * The camera part (and @zxing with it) is a separate chunk, fetched when a scanner opens. When that chunk
 * cannot be loaded (offline in a plant room, a stale deploy) the scanner shows 'Barcode detection
 * service unavailable.' and keeps the manual entry.
 */
const CameraView = lazy(() => import('./CameraView').catch(() => ({ default: DecoderUnavailable })));

function DecoderUnavailable({ onProblem }: { onProblem: (p: { key: CameraProblem }) => void }) {
  useEffect(() => onProblem({ key: 'decoderUnavailable' }), [onProblem]);
  return <></>;
}

type Status =
  | { kind: 'scanning' }
  | { kind: 'resolving' }
  | { kind: 'success'; serial: string }
  | { kind: 'notFound' }
  /** A cylinder's label (or any code) where an installation's label was asked for. */
  | { kind: 'notInstallation' }
  | { kind: 'failed'; message: string };

/**
 * The camera's trouble is kept apart from the answer to a code: a camera that fails after the user typed a
 * serial number must not wipe 'Cylinder not found' off the screen.
 */
type CameraTrouble = { key: CameraProblem; detail?: string } | null;

type ResolvedCylinder = Pick<Cylinder, 'id' | 'serialNumber'>;

/**
 * Scan a cylinder's QR label (or the manufacturer's barcode), or type its serial number; the text is
 * resolved by the server (GET /api/scan/resolve) and the detail page opens with the given action.
 * An installation's label opens the installation; with `installationPath` only installation labels are
 * taken (work done on an installation, such as a leak check) and the page it names opens.
 */
export function Scanner({
  action = DEFAULT_ACTION,
  onBack,
  installationPath,
}: {
  action?: string;
  onBack?: () => void;
  installationPath?: (installationId: number) => string;
}) {
  const translate = useTranslate();
  const errorMessage = useErrorMessage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>({ kind: 'scanning' });
  const [camera, setCamera] = useState<CameraTrouble>(null);
  const [cameraKey, setCameraKey] = useState(0);
  const [started, setStarted] = useState(false);
  const [invalidNotice, setInvalidNotice] = useState(false);
  const [manual, setManual] = useState('');
  const statusRef = useRef(status);
  statusRef.current = status;
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(noticeTimer.current), []);

  const resolve = useCallback(
    async (text: string) => {
      const scan = classifyScan(text);
      if (scan.kind === 'invalid') {
        setInvalidNotice(true);
        clearTimeout(noticeTimer.current);
        noticeTimer.current = setTimeout(() => setInvalidNotice(false), NOTICE_MS);
        return;
      }
      setInvalidNotice(false);
      if (scan.kind === 'installationUrl') {
        performance.mark('scanner:resolved');
        void navigate(installationPath ? installationPath(scan.id) : `/installations/${scan.id}`);
        return;
      }
      if (installationPath) {
        setStatus({ kind: 'notInstallation' });
        return;
      }
      setStatus({ kind: 'resolving' });
      try {
        const cylinder = await dataProvider.get<ResolvedCylinder>(
          `scan/resolve?code=${encodeURIComponent(scan.code)}`,
        );
        performance.mark('scanner:resolved');
        setStatus({ kind: 'success', serial: cylinder.serialNumber });
        // The scan is done once the page opens; a failed navigation is the router's to show.
        void navigate(`/cylinder/${cylinder.id}?action=${encodeURIComponent(action)}`);
      } catch (error) {
        const code = errorCode(error);
        if (code === 'CYLINDER_NOT_FOUND' || (error as { status?: number })?.status === 404)
          setStatus({ kind: 'notFound' });
        else
          setStatus({
            kind: 'failed',
            message: errorMessage(error, translate('scanner.errorScanning')),
          });
      }
    },
    [action, dataProvider, errorMessage, navigate, translate, installationPath],
  );

  const onDecode = useCallback(
    (text: string) => {
      if (statusRef.current.kind !== 'scanning') return;
      performance.mark('scanner:decoded');
      void resolve(text);
    },
    [resolve],
  );

  const scanAgain = () => {
    setInvalidNotice(false);
    if (camera) {
      setCamera(null);
      setStarted(false);
      setCameraKey((k) => k + 1);
    }
    setStatus({ kind: 'scanning' });
  };

  const submitManual = (e: FormEvent) => {
    e.preventDefault();
    if (manual.trim() && status.kind !== 'resolving') void resolve(manual);
  };

  const cameraFailed = camera !== null;
  return (
    <Stack
      spacing={1.5}
      data-testid="scanner"
      data-status={status.kind}
      data-camera={cameraFailed ? 'failed' : 'ok'}
    >
      {onBack && (
        <Box>
          <Button startIcon={<ArrowBackIcon />} onClick={onBack} size="small" data-testid="scanner-back">
            {translate('scanner.backToSearch')}
          </Button>
        </Box>
      )}
      {cameraFailed ? (
        <Alert severity="error" data-testid="scanner-camera-error">
          {translate(`scanner.${camera.key}`)}
          {camera.detail && (
            <Typography variant="caption" component="div" sx={{ opacity: 0.8 }}>
              {camera.detail}
            </Typography>
          )}
        </Alert>
      ) : (
        <>
          <Suspense
            fallback={
              <Box
                sx={{
                  aspectRatio: '4 / 3',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'action.hover',
                  borderRadius: 1,
                }}
              >
                <Spinner size={28} />
              </Box>
            }
          >
            <CameraView
              key={cameraKey}
              onDecode={onDecode}
              onStarted={() => setStarted(true)}
              onProblem={(p) => setCamera(p)}
            />
          </Suspense>
          <Typography variant="body2" color="text.secondary" align="center" data-testid="scanner-hint">
            {started ? translate('scanner.frameHint') : translate('scanner.starting')}
          </Typography>
        </>
      )}
      <Box aria-live="polite" data-testid="scanner-message">
        {invalidNotice && (
          <Alert severity="warning" data-testid="scanner-invalid">
            {translate('scanner.invalidQr')}
          </Alert>
        )}
        {status.kind === 'scanning' && started && !invalidNotice && (
          <Typography variant="body2" align="center" sx={{ fontWeight: 600 }}>
            {translate('scanner.scanning')} {translate('scanner.pointCamera')}
          </Typography>
        )}
        {status.kind === 'resolving' && (
          <Typography variant="body2" align="center">
            <Spinner size={14} sx={{ mr: 1 }} />
            {translate('scanner.resolving')}
          </Typography>
        )}
        {status.kind === 'success' && (
          <Alert severity="success" data-testid="scanner-success">
            {translate('scanner.success', { serial: status.serial })}
          </Alert>
        )}
        {status.kind === 'notFound' && (
          <Alert severity="error" data-testid="scanner-not-found">
            {translate('scanner.notFound')}
          </Alert>
        )}
        {status.kind === 'notInstallation' && (
          <Alert severity="error" data-testid="scanner-not-installation">
            {translate('scanner.notInstallation')}
          </Alert>
        )}
        {status.kind === 'failed' && (
          <Alert severity="error" data-testid="scanner-failed">
            {status.message}
          </Alert>
        )}
      </Box>
      {(status.kind === 'notFound' ||
        status.kind === 'notInstallation' ||
        status.kind === 'failed' ||
        cameraFailed) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<ReplayIcon />}
            onClick={scanAgain}
            data-testid="scanner-again"
          >
            {translate('scanner.scanAgain')}
          </Button>
          {onBack && (
            <Button onClick={onBack} startIcon={<ArrowBackIcon />}>
              {translate('scanner.backToSearch')}
            </Button>
          )}
        </Box>
      )}
      {/* Typing finds an installation in the picker's own search; this field types a cylinder's serial. */}
      {!installationPath && (
        <Box component="form" onSubmit={submitManual} sx={{ pt: 1, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {translate('scanner.manualTitle')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <TextField
              size="small"
              fullWidth
              label={translate('scanner.manualLabel')}
              value={manual}
              onChange={(e) => setManual(e.target.value)}
              slotProps={{
                htmlInput: {
                  'data-testid': 'scanner-manual-input',
                  autoCapitalize: 'characters',
                  autoComplete: 'off',
                },
              }}
            />
            <Button
              type="submit"
              variant="outlined"
              disabled={!manual.trim() || status.kind === 'resolving'}
              data-testid="scanner-manual-submit"
            >
              {translate('scanner.manualSubmit')}
            </Button>
          </Box>
        </Box>
      )}
    </Stack>
  );
}

export default Scanner;
