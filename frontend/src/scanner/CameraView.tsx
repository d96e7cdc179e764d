import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import FlashlightOnIcon from '@mui/icons-material/FlashlightOn';
import FlashlightOffIcon from '@mui/icons-material/FlashlightOff';
import { useTranslate } from 'react-admin';
import { BrowserMultiFormatReader, type IScannerControls } from '@zxing/browser';
import {
  BarcodeFormat,
  ChecksumException,
  DecodeHintType,
  FormatException,
  NotFoundException,
} from '@zxing/library';
import {
  CAMERA_CONSTRAINTS,
  CAMERA_FALLBACK_CONSTRAINTS,
  CAMERA_SETTLE_MS,
  CAMERA_START_TIMEOUT_MS,
  CameraTimeoutError,
  DecoderUnavailableError,
  SCAN_RETRY_MS,
  TOGGLE_LOCK_MS,
  cameraProblem,
  type CameraProblem,
} from './cameraConstraints';
import { useAsyncHandler } from '../common/useAsyncHandler';

/** The formats a cylinder can carry: our QR label, or the manufacturer's Code 128 / EAN-13 / Data Matrix. */
const HINTS = new Map<DecodeHintType, unknown>([
  [
    DecodeHintType.POSSIBLE_FORMATS,
    [BarcodeFormat.QR_CODE, BarcodeFormat.CODE_128, BarcodeFormat.EAN_13, BarcodeFormat.DATA_MATRIX],
  ],
  [DecodeHintType.TRY_HARDER, true],
]);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** zxing keeps scanning after these; any other error (e.g. a frame not painted yet) ends its loop. */
const isScanMiss = (error: unknown) =>
  error instanceof NotFoundException ||
  error instanceof ChecksumException ||
  error instanceof FormatException;
/** How often a scan loop that ended on an error is started again on the same stream before giving up. */
const MAX_SCAN_RESTARTS = 40;

async function openCamera(constraints: MediaStreamConstraints): Promise<MediaStream> {
  let timedOut = false;
  const request = navigator.mediaDevices.getUserMedia(constraints);
  // A stream that arrives after the timeout is released at once.
  request.then((s) => timedOut && s.getTracks().forEach((t) => t.stop())).catch(() => undefined);
  return Promise.race([
    request,
    sleep(CAMERA_START_TIMEOUT_MS).then(() => {
      timedOut = true;
      throw new CameraTimeoutError();
    }),
  ]);
}

async function startStream(): Promise<MediaStream> {
  if (typeof window !== 'undefined' && window.isSecureContext === false) {
    throw Object.assign(new Error('insecure'), { name: 'InsecureContext' });
  }
  if (!navigator.mediaDevices?.getUserMedia) {
    throw Object.assign(new Error('unsupported'), { name: 'NotFoundError' });
  }
  try {
    return await openCamera(CAMERA_CONSTRAINTS);
  } catch (e) {
    if ((e as { name?: string })?.name === 'OverconstrainedError')
      return openCamera(CAMERA_FALLBACK_CONSTRAINTS);
    throw e;
  }
}

interface Props {
  /** Called with every decoded text (the parent decides what to ignore). */
  onDecode: (text: string) => void;
  onProblem: (problem: { key: CameraProblem; detail?: string }) => void;
  onStarted?: () => void;
}

/**
 * Camera viewfinder with a green frame, camera on/off and torch (when the track supports it).
 * Loaded lazily: this module pulls in @zxing.
 */
export default function CameraView({ onDecode, onProblem, onStarted }: Props) {
  const translate = useTranslate();
  const handle = useAsyncHandler();
  const videoRef = useRef<HTMLVideoElement>(null);
  const controlsRef = useRef<IScannerControls | null>(null);
  const trackRef = useRef<MediaStreamTrack | null>(null);
  const [cameraOn, setCameraOn] = useState(true);
  const [locked, setLocked] = useState(false);
  const [torchSupported, setTorchSupported] = useState(false);
  const [torchOn, setTorchOn] = useState(false);
  const [running, setRunning] = useState(false);
  const callbacks = useRef({ onDecode, onProblem, onStarted });
  callbacks.current = { onDecode, onProblem, onStarted };

  useEffect(() => {
    if (!cameraOn) return undefined;
    let cancelled = false;
    let stream: MediaStream | null = null;
    // Fire and forget: every failure is caught inside and reported through onProblem.
    void (async () => {
      try {
        performance.mark('scanner:camera-start');
        stream = await startStream();
        if (cancelled) return;
        await sleep(CAMERA_SETTLE_MS);
        if (cancelled || !videoRef.current) return;
        const track = stream.getVideoTracks()[0] ?? null;
        trackRef.current = track;
        const caps = (track?.getCapabilities?.() ?? {}) as MediaTrackCapabilities & { torch?: boolean };
        setTorchSupported(Boolean(caps.torch));
        let reader: BrowserMultiFormatReader;
        try {
          reader = new BrowserMultiFormatReader(HINTS as Map<DecodeHintType, never>, {
            delayBetweenScanAttempts: SCAN_RETRY_MS,
            delayBetweenScanSuccess: SCAN_RETRY_MS,
          });
        } catch (e) {
          throw new DecoderUnavailableError(e);
        }
        // zxing sizes its capture canvas once, when a scan loop starts, and ends the loop on any error but
        // "no code here": a first attempt before the video has painted a frame would stop scanning for good.
        // Such a loop is started again on the running stream, a bounded number of times.
        let restarts = 0;
        const onResult = (result: { getText(): string } | undefined, error: unknown) => {
          if (result) {
            callbacks.current.onDecode(result.getText());
            return;
          }
          if (!error || isScanMiss(error) || cancelled) return;
          if (++restarts > MAX_SCAN_RESTARTS) {
            callbacks.current.onProblem(cameraProblem(error));
            return;
          }
          setTimeout(() => {
            if (cancelled || !videoRef.current) return;
            void reader.decodeFromVideoElement(videoRef.current, onResult).then((again) => {
              if (cancelled) again.stop();
              else controlsRef.current = again;
            });
          }, SCAN_RETRY_MS);
        };
        const controls = await reader.decodeFromStream(stream, videoRef.current, onResult);
        if (cancelled) {
          controls.stop();
          return;
        }
        controlsRef.current = controls;
        setRunning(true);
        performance.mark('scanner:camera-started');
        callbacks.current.onStarted?.();
      } catch (error) {
        stream?.getTracks().forEach((t) => t.stop());
        if (cancelled) return;
        if ((error as { name?: string })?.name === 'InsecureContext')
          callbacks.current.onProblem({ key: 'insecure' });
        else callbacks.current.onProblem(cameraProblem(error));
      }
    })();
    return () => {
      cancelled = true;
      controlsRef.current?.stop();
      controlsRef.current = null;
      stream?.getTracks().forEach((t) => t.stop());
      trackRef.current = null;
      setRunning(false);
      setTorchOn(false);
    };
  }, [cameraOn]);

  const toggleCamera = useCallback(() => {
    if (locked) return;
    setLocked(true);
    setTimeout(() => setLocked(false), TOGGLE_LOCK_MS);
    setCameraOn((on) => !on);
  }, [locked]);

  const toggleTorch = useCallback(async () => {
    const track = trackRef.current;
    if (!track) return;
    const next = !torchOn;
    try {
      await track.applyConstraints({ advanced: [{ torch: next } as MediaTrackConstraintSet] });
      setTorchOn(next);
    } catch {
      setTorchSupported(false);
    }
  }, [torchOn]);

  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '4 / 3',
        bgcolor: '#000',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <video
        ref={videoRef}
        data-testid="scanner-video"
        muted
        playsInline
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: cameraOn ? 'block' : 'none' }}
      />
      {cameraOn && (
        <Box
          aria-hidden
          data-testid="scanner-frame"
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            width: '62%',
            aspectRatio: '1 / 1',
            maxHeight: '80%',
            transform: 'translate(-50%, -50%)',
            border: '3px solid #22c55e',
            borderRadius: 2,
            boxShadow: '0 0 0 9999px rgba(0,0,0,0.35)',
          }}
        />
      )}
      {!cameraOn && (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            color: '#fff',
            p: 2,
            textAlign: 'center',
          }}
        >
          {translate('scanner.cameraIsOff')}
        </Box>
      )}
      <Box sx={{ position: 'absolute', right: 8, bottom: 8, display: 'flex', gap: 1 }}>
        {torchSupported && running && (
          <Tooltip title={translate(torchOn ? 'scanner.torchOff' : 'scanner.torchOn')}>
            <IconButton
              onClick={handle(toggleTorch)}
              aria-label={translate(torchOn ? 'scanner.torchOff' : 'scanner.torchOn')}
              sx={{ bgcolor: 'rgba(0,0,0,0.55)', color: '#fff', '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' } }}
            >
              {torchOn ? <FlashlightOffIcon /> : <FlashlightOnIcon />}
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={translate(cameraOn ? 'scanner.cameraOff' : 'scanner.cameraOn')}>
          <span>
            <IconButton
              onClick={toggleCamera}
              disabled={locked}
              data-testid="scanner-camera-toggle"
              aria-label={translate(cameraOn ? 'scanner.cameraOff' : 'scanner.cameraOn')}
              sx={{
                bgcolor: 'rgba(0,0,0,0.55)',
                color: '#fff',
                '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
                '&.Mui-disabled': { color: 'rgba(255,255,255,0.5)' },
              }}
            >
              {cameraOn ? <VideocamOffIcon /> : <VideocamIcon />}
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </Box>
  );
}
