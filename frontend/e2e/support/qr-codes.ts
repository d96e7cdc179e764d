/**
 * QR code helpers of the scanner and label suites (scanner.spec.ts, qr-print.spec.ts).
 *
 * - writeQrY4m(path, text): a YUV4MPEG2 video (C420, a few identical frames, 1280x720) showing the QR code
 *   of `text` on a light background, for Chromium's fake camera (--use-file-for-fake-video-capture).
 *   Plain Node: the qrcode package's module matrix is scaled into the luma plane; chroma is neutral.
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

function frameWithQr(text: string | null): Uint8Array {
  const y = new Uint8Array(W * H).fill(225);
  if (text !== null) {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const quiet = 4;
    const cells = modules.size + 2 * quiet;
    const scale = Math.floor(440 / cells);
    const side = cells * scale;
    const x0 = Math.floor((W - side) / 2);
    const y0 = Math.floor((H - side) / 2);
    for (let r = 0; r < side; r++) {
      for (let c = 0; c < side; c++) {
        const mr = Math.floor(r / scale) - quiet;
        const mc = Math.floor(c / scale) - quiet;
        const dark = mr >= 0 && mc >= 0 && mr < modules.size && mc < modules.size && modules.get(mr, mc);
        y[(y0 + r) * W + x0 + c] = dark ? 20 : 250;
      }
    }
  }
  return y;
}

function writeY4m(path: string, luma: Uint8Array, frames = 4): void {
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), Buffer.from(luma), chroma]);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

export function writeQrY4m(path: string, text: string): void {
  writeY4m(path, frameWithQr(text));
}

export function writeBlankY4m(path: string): void {
  writeY4m(path, frameWithQr(null));
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
