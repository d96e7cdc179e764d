/**
 * What a browser actually receives on a first visit (a fresh context: empty cache): every script,
 * stylesheet and the page itself come compressed (brotli, the build's precompressed copies), hashed
 * assets cacheable for a year, index.html revalidated, and large API answers compressed too. Byte
 * counts are Chromium's own (CDP Network.loadingFinished encodedDataLength: what came over the wire).
 */
import type { CDPSession, Page } from '@playwright/test';
import { INITIAL_BUDGET_KB } from '../../bench/frontend-size.mjs';
import { test, expect } from './support/fixtures';

interface Received {
  url: string;
  type: string;
  status: number;
  headers: Record<string, string>;
  bytes: number;
}

/** Records every response of the page (headers lower-cased) with the bytes it took on the wire. */
async function recordTraffic(page: Page): Promise<{ cdp: CDPSession; received: Map<string, Received> }> {
  const cdp = await page.context().newCDPSession(page);
  const received = new Map<string, Received>();
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    const headers = Object.fromEntries(
      Object.entries(response.headers as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    received.set(requestId, { url: response.url, type, status: response.status, headers, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = received.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  return { cdp, received };
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

test('the sign-in page arrives compressed: brotli for every script and the page, cache headers right', async ({
  page,
}) => {
  const { received } = await recordTraffic(page);
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.locator('input[name="email"], input[type="email"]').first()).toBeVisible();

  const all = [...received.values()];
  const document = all.find((r) => r.type === 'Document');
  expect(document?.headers['content-encoding'], 'index.html').toBe('br');
  expect(document?.headers['cache-control'], 'index.html').toBe('no-cache');
  expect(document?.headers.vary).toMatch(/accept-encoding/i);

  const assets = all.filter((r) => new URL(r.url).pathname.startsWith('/assets/'));
  const scripts = assets.filter((r) => r.url.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(3);
  for (const asset of assets.filter((r) => /\.(?:js|css)$/.test(r.url))) {
    expect(asset.status, asset.url).toBe(200);
    expect(asset.headers['content-encoding'], asset.url).toBe('br');
    expect(asset.headers.vary, asset.url).toMatch(/accept-encoding/i);
    expect(asset.headers['cache-control'], asset.url).toBe('public, max-age=31536000, immutable');
    // A hashed file carries what protects it, not the page's policy headers (about 1 kB a file).
    expect(asset.headers['x-content-type-options'], asset.url).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy'], asset.url).toBe('same-origin');
    expect(asset.headers['content-security-policy'], asset.url).toBeUndefined();
  }
  expect(document?.headers['content-security-policy'], 'index.html').toContain("default-src 'self'");
  expect(document?.headers['x-frame-options'], 'index.html').toBe('SAMEORIGIN');

  // The whole first load as transferred: was 857 kB uncompressed.
  const total = all.reduce((sum, r) => sum + r.bytes, 0);
  expect(kb(total), `sign-in first load ${kb(total)} kB`).toBeLessThan(INITIAL_BUDGET_KB);
});

test('a missing hashed file is a 404, never the app page in its place', async ({ request }) => {
  const missing = await request.get('/assets/index-0ld8u1ld.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).not.toContain('text/html');
  const page = await request.get('/cylinders');
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
  expect(page.headers()['content-security-policy']).toContain("default-src 'self'");
});

test('a large API answer (a cylinder detail with 60 entries) comes brotli-compressed to the browser', async ({
  adminPage: page,
  adminApi,
}) => {
  const cylinder = await adminApi.createCylinder({ deliveryWeight: 60, tareWeight: 10 });
  for (let i = 0; i < 60; i++)
    await adminApi.createLog({
      cylinderId: cylinder.id,
      mutationType: 'INSPECTION',
      weight: 0,
      workOrder: `WO-COMPRESS-${i}`,
      note: `Routine inspection number ${i} of the compression check`,
    });
  const { received } = await recordTraffic(page);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/cylinders/${cylinder.id}`);
  await page.goto(`/cylinder/${cylinder.id}`);
  expect((await answered).status()).toBe(200);
  // The page read it: the browser decoded what it got.
  await expect(page.getByTestId('cylinder-serial')).toHaveText(cylinder.serialNumber, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');

  const detail = [...received.values()].find(
    (r) => new URL(r.url).pathname === `/api/cylinders/${cylinder.id}`,
  );
  expect(detail, 'the detail request').toBeDefined();
  expect(detail!.headers['content-encoding']).toBe('br');
  expect(detail!.headers.vary).toMatch(/accept-encoding/i);
  // The same answer uncompressed, for comparison: what went over the wire is a fraction of it.
  const raw = JSON.stringify(await adminApi.get(`cylinders/${cylinder.id}`));
  expect(detail!.bytes).toBeLessThan(raw.length / 4);
});
