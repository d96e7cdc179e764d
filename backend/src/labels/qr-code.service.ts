import { Injectable } from '@nestjs/common';
import QRCode from 'qrcode';

const OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;
const PNG_WIDTH = 512;
const CACHE_SIZE = 1000;

/**
 * QR labels of the app's URLs (cylinders, installations), drawn with the `qrcode` package. A label page asks
 * for hundreds at once and the content of each rarely changes, so recent images are kept (least recently
 * used dropped first).
 */
@Injectable()
export class QrCodeService {
  private readonly cache = new Map<string, Buffer | string>();

  async png(text: string): Promise<Buffer> {
    return this.cached(`png:${text}`, () =>
      QRCode.toBuffer(text, { ...OPTIONS, type: 'png', width: PNG_WIDTH }),
    ) as Promise<Buffer>;
  }

  async svg(text: string): Promise<string> {
    return this.cached(`svg:${text}`, () =>
      QRCode.toString(text, { ...OPTIONS, type: 'svg' }),
    ) as Promise<string>;
  }

  private async cached(key: string, draw: () => Promise<Buffer | string>): Promise<Buffer | string> {
    const hit = this.cache.get(key);
    if (hit !== undefined) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const image = await draw();
    this.cache.set(key, image);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    return image;
  }
}
