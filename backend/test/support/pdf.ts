import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'superagent';

/** A superagent parser that keeps the body as one Buffer (a PDF). */
export const binary = (res: Response, callback: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

const TMP = mkdtempSync(join(tmpdir(), 'test-pdf-'));
let counter = 0;

function saved(pdf: Buffer): string {
  const file = join(TMP, `document-${++counter}.pdf`);
  writeFileSync(file, pdf);
  return file;
}

/** The text of a PDF as poppler's pdftotext reads it (layout kept, so a table row stays on one line). */
export function pdfToText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', saved(pdf), '-'], { encoding: 'utf8' });
}

/** The text of each page (pdftotext -layout; pages end with a form feed). */
export function pdfPagesText(pdf: Buffer): string[] {
  return pdfToText(pdf)
    .split('\f')
    .filter((page, i, all) => i < all.length - 1 || page.trim() !== '');
}

/** pdfinfo's page count and page size in points. */
export function pdfInfo(pdf: Buffer): { pages: number; size: string } {
  const info = execFileSync('pdfinfo', [saved(pdf)], { encoding: 'utf8' });
  return {
    pages: Number(/Pages:\s+(\d+)/.exec(info)![1]),
    size: /Page size:\s+(.*)/.exec(info)![1].trim(),
  };
}
