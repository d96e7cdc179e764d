/** Camera settings: the rear camera, at most full HD. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: {
    facingMode: 'environment',
    width: { min: 640, max: 1920 },
    height: { min: 640, ideal: 720, max: 1080 },
  },
};

/** Used once when the device cannot meet the constraints above (OverconstrainedError). */
export const CAMERA_FALLBACK_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: 'environment' },
};

export const CAMERA_START_TIMEOUT_MS = 3000;
export const CAMERA_SETTLE_MS = 500;
export const SCAN_RETRY_MS = 100;
export const TOGGLE_LOCK_MS = 1000;
export { NOTICE_MS } from '../common/constants';

/** Why the camera could not run, as a translation key of scanner. */
export type CameraProblem = 'cameraDenied' | 'cameraFailed' | 'insecure' | 'timeout' | 'decoderUnavailable';

/** The decoder (@zxing) could not be loaded or set up: seed 'Barcode detection service unavailable.' */
export class DecoderUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('Barcode detection service unavailable.', { cause });
    this.name = 'DecoderUnavailableError';
  }
}

export class CameraTimeoutError extends Error {
  constructor() {
    super('Camera start timed out');
    this.name = 'CameraTimeoutError';
  }
}

/** Maps whatever getUserMedia threw to the message the scanner shows. */
export function cameraProblem(error: unknown): { key: CameraProblem; detail?: string } {
  if (error instanceof CameraTimeoutError) return { key: 'timeout' };
  if (error instanceof DecoderUnavailableError) return { key: 'decoderUnavailable' };
  if (!(error instanceof Error) && !(error && typeof error === 'object' && 'name' in error)) {
    return { key: 'cameraFailed' };
  }
  const name = (error as { name?: string }).name ?? '';
  if (
    [
      'NotAllowedError',
      'PermissionDeniedError',
      'SecurityError',
      'NotFoundError',
      'DevicesNotFoundError',
      'NotReadableError',
      'TrackStartError',
      'OverconstrainedError',
    ].includes(name)
  ) {
    return { key: 'cameraDenied' };
  }
  return { key: 'cameraFailed', detail: (error as Error).message || undefined };
}
