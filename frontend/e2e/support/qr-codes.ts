/**
 * QR code helpers of the scanner and label suites (scanner.spec.ts, qr-print.spec.ts).
 *
 * - writeQrY4m(path, text): a YUV4MPEG2 video (C420, 1280x720, 10 frames a second) showing the QR code of
 *   `text` on a light background, tilted a little differently in each frame, for Chromium's fake camera
 *   (--use-file-for-fake-video-capture). Plain Node: the qrcode package's module matrix is drawn into the
 *   luma plane; chroma is neutral.
 * - writeBlankY4m(path): the same without any code (an unreadable picture).
 * - decodeQrPng(png): jsqr on a PNG buffer (pngjs), answers the text or null.
 * - decodeAllQrs(png): every QR code on a page, by scanning the picture tile by tile.
 */
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

const W = 1280;
const H = 720;

/**
 * The poses of the label in the video's frames (tilt in degrees, size), as a hand-held label wavers. zxing's QR detector
 * misreads some codes in one exact pose every time (about one URL in five drawn square and upright: "Dimensions
 * could be not found"), so a video of that one pose never decodes, whichever frame the scanner samples.
 * A camera never gives the same picture twice; these frames do not either.
 */
const POSES = [
  { tilt: 0, size: 1 },
  { tilt: 3, size: 0.93 },
  { tilt: -3, size: 1.06 },
  { tilt: 6, size: 0.88 },
  { tilt: -6, size: 0.97 },
  { tilt: 1.5, size: 1.1 },
  { tilt: -1.5, size: 0.9 },
  { tilt: 4.5, size: 1.03 },
  { tilt: 9, size: 0.95 },
  { tilt: -9, size: 1.05 },
  { tilt: 12, size: 1 },
  { tilt: -12, size: 0.92 },
];

/**
 * The luma plane: the code of `text` (or nothing) turned by `tilt` degrees about the frame's centre and
 * drawn at `size` times its usual width (closer or further away).
 */
function frameWithQr(text: string | null, { tilt, size } = POSES[0]): Uint8Array {
  const y = new Uint8Array(W * H).fill(225);
  if (text === null) return y;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cells = modules.size + 2 * quiet;
  const scale = Math.floor(440 / cells) * size;
  const half = (cells * scale) / 2;
  const [cos, sin] = [Math.cos((tilt * Math.PI) / 180), Math.sin((tilt * Math.PI) / 180)];
  const cx = W / 2;
  const cy = H / 2;
  // Each pixel averages 2x2 samples of the turned code: edges are grey, as a lens draws them.
  const at = (px: number, py: number) => {
    const dx = px - cx;
    const dy = py - cy;
    const u = (cos * dx + sin * dy + half) / scale;
    const v = (-sin * dx + cos * dy + half) / scale;
    if (u < 0 || v < 0 || u >= cells || v >= cells) return 225;
    const mr = Math.floor(v) - quiet;
    const mc = Math.floor(u) - quiet;
    const dark = mr >= 0 && mc >= 0 && mr < modules.size && mc < modules.size && modules.get(mr, mc);
    return dark ? 20 : 250;
  };
  const reach = Math.ceil(half * Math.SQRT2) + 2;
  for (let r = Math.max(0, cy - reach); r < Math.min(H, cy + reach); r++) {
    for (let c = Math.max(0, cx - reach); c < Math.min(W, cx + reach); c++) {
      const sum =
        at(c + 0.25, r + 0.25) + at(c + 0.75, r + 0.25) + at(c + 0.25, r + 0.75) + at(c + 0.75, r + 0.75);
      y[r * W + c] = Math.round(sum / 4);
    }
  }
  return y;
}

function writeY4m(path: string, lumas: Uint8Array[]): void {
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frames = lumas.map((luma) =>
    Buffer.concat([Buffer.from('FRAME\n', 'ascii'), Buffer.from(luma), chroma]),
  );
  writeFileSync(path, Buffer.concat([header, ...frames]));
}

export function writeQrY4m(path: string, text: string): void {
  writeY4m(
    path,
    POSES.map((pose) => frameWithQr(text, pose)),
  );
}

export function writeBlankY4m(path: string): void {
  writeY4m(path, [frameWithQr(null)]);
}

function decodeRegion(png: PNG, x: number, y: number, w: number, h: number): string | null {
  const data = new Uint8ClampedArray(w * h * 4);
  for (let r = 0; r < h; r++) {
    const src = ((y + r) * png.width + x) * 4;
    data.set(png.data.subarray(src, src + w * 4), r * w * 4);
  }
  return jsQR(data, w, h, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

export function decodeQrPng(buffer: Buffer): string | null {
  const png = PNG.sync.read(buffer);
  return decodeRegion(png, 0, 0, png.width, png.height);
}

/** Rasterised A4 page: find every code by sliding a window over the page (codes are >= 40 mm). */
export function decodeAllQrs(buffer: Buffer, windowPx: number): string[] {
  const png = PNG.sync.read(buffer);
  const found = new Set<string>();
  const step = Math.floor(windowPx / 3);
  for (let y = 0; y + windowPx <= png.height + step; y += step) {
    for (let x = 0; x + windowPx <= png.width + step; x += step) {
      const w = Math.min(windowPx, png.width - x);
      const h = Math.min(windowPx, png.height - y);
      if (w < windowPx / 2 || h < windowPx / 2) continue;
      const text = decodeRegion(png, x, y, w, h);
      if (text) found.add(text);
    }
  }
  return [...found];
}
