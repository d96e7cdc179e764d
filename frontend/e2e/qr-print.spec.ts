/**
 * QR print: the page rendered to an A4 PDF has the expected labels; every code decodes to its cylinder's
 * URL (jsqr on each printed label and on the PDF pages rasterised with pdftoppm when it is installed).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from './support/fixtures';
import { uniq } from './support/api';
import { decodeAllQrs, decodeQrPng } from './support/qr-codes';

// The PDF pages are rasterised with pdftoppm (Debian's poppler-utils, installed by .ci/run): without it
// this test cannot check the printed codes, so it fails rather than passing on half its checks.
const hasPdftoppm = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

test('the print page makes an A4 PDF whose labels all decode to their cylinder URLs', async ({
  adminPage: page,
  adminApi,
}) => {
  test.setTimeout(90_000);
  const tag = uniq('PR');
  const count = 10;
  const cylinders = [];
  for (let i = 0; i < count; i++)
    cylinders.push(await adminApi.createCylinder({ serialNumber: `${tag}-${i}` }));
  const urls = new Map(cylinders.map((c) => [c.qrCode as string, c.serialNumber]));

  await page.goto('/qr-print');
  await expect(page.getByTestId('qr-columns-2')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('qr-search').fill(tag);
  await expect(page.getByTestId('qr-label')).toHaveCount(count);
  await expect(page.getByTestId('qr-instructions')).toContainText(
    `${count} QR-codes worden op A4-papier geprint`,
  );

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText('QR-codes van F-gascilinders')).toBeVisible();
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.getByTestId('qr-print-button')).toBeHidden();

  // every printed label decodes to its cylinder's URL, with the serial number under it
  for (const label of await page.getByTestId('qr-label').all()) {
    const text = decodeQrPng(await label.locator('svg').screenshot());
    expect(text).toBe(await label.getAttribute('data-url'));
    expect(urls.get(text as string)).toBe(await label.getAttribute('data-serial'));
    await expect(label).toContainText(urls.get(text as string) as string);
  }

  // two columns of 40 mm codes, 10 mm apart
  const boxes = await page
    .getByTestId('qr-label')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().left));
  expect(new Set(boxes.map((x) => Math.round(x))).size).toBe(2);

  const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const dir = mkdtempSync(join(tmpdir(), 'qr-print-pdf-'));
  try {
    writeFileSync(join(dir, 'labels.pdf'), pdf);
    const pageCount = Number(
      /\/Type\s*\/Pages[\s\S]*?\/Count\s+(\d+)/.exec(pdf.toString('latin1'))?.[1] ?? 0,
    );
    expect(pageCount).toBeGreaterThanOrEqual(1);
    test.info().annotations.push({ type: 'pdf', description: `${count} labels on ${pageCount} A4 page(s)` });
    expect(hasPdftoppm, 'pdftoppm is needed to read the PDF: apt-get install poppler-utils').toBe(true);
    // 100 dpi: a 40 mm code is about 157 px
    execFileSync('pdftoppm', ['-r', '100', '-png', join(dir, 'labels.pdf'), join(dir, 'page')]);
    const pngs = readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort();
    expect(pngs).toHaveLength(pageCount);
    const perPage = pngs.map((f) => decodeAllQrs(readFileSync(join(dir, f)), 240));
    console.log(
      `[print] ${count} labels, 2 columns: ${perPage.map((p, i) => `page ${i + 1}: ${p.length}`).join(', ')}`,
    );
    const all = perPage.flat();
    expect(new Set(all).size).toBe(all.length); // no label split over two pages or printed twice
    expect(all.sort()).toEqual([...urls.keys()].sort());
    // two columns of 40 mm codes on A4 (277 mm printable height): 4 rows, 8 labels per page
    expect(perPage.map((p) => p.length)).toEqual([8, 2]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the print page offers the empty state with a link to the cylinders', async ({ adminPage: page }) => {
  await page.goto('/qr-print');
  await page.getByTestId('qr-search').fill('NO-LABEL-MATCHES-THIS');
  await expect(page.getByTestId('qr-empty')).toContainText('Geen cilinders met QR-codes gevonden.');
  await expect(page.getByTestId('qr-empty').locator('a[href="/cylinders"]')).toBeVisible();
});
