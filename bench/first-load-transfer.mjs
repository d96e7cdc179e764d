// Bytes a browser actually receives on a first visit (fresh profile, empty cache): the sign-in page, then
// /cylinders signed in (cache cleared again), each until the network is idle. Summed from Chromium's own
// count of bytes on the wire (CDP Network.loadingFinished encodedDataLength: headers + body as sent).
// Starts the built app on a fresh embedded database (or uses FIRST_LOAD_BASE_URL) and prints JSON.
// Run: `node bench/first-load-transfer.mjs` after `npm run build`.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { startBuiltApp } from './lib/built-app.mjs';

const require = createRequire(`${repoRoot}/frontend/package.json`);
const { chromium } = require('@playwright/test');

const startApp = () => startBuiltApp('fgas-first-load-');

async function signIn(base) {
  const body = { name: 'Transfer Check', email: 'transfer@example.com', password: 'transfer-check-1' };
  let response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: body.email, password: body.password }),
    });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Loads `url` with an empty cache and sums what came over the wire until the network is idle. */
async function measure(page, cdp, url) {
  await cdp.send('Network.clearBrowserCache');
  const responses = new Map();
  let bytes = 0;
  const onResponse = ({ requestId, response }) =>
    responses.set(requestId, {
      url: response.url,
      encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'none',
    });
  const onFinished = ({ requestId, encodedDataLength }) => {
    bytes += encodedDataLength;
    const entry = responses.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  };
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  await page.goto(url, { waitUntil: 'networkidle' });
  cdp.off('Network.responseReceived', onResponse);
  cdp.off('Network.loadingFinished', onFinished);
  const byEncoding = {};
  for (const { encoding } of responses.values()) byEncoding[encoding] = (byEncoding[encoding] ?? 0) + 1;
  const largest = [...responses.values()]
    .sort((a, b) => (b.bytes ?? 0) - (a.bytes ?? 0))
    .slice(0, 3)
    .map(({ url: u, bytes: b, encoding }) => ({
      path: new URL(u).pathname,
      kb: Math.round(b / 102.4) / 10,
      encoding,
    }));
  return { kb: Math.round(bytes / 102.4) / 10, requests: responses.size, byEncoding, largest };
}

const app = process.env.FIRST_LOAD_BASE_URL
  ? { base: process.env.FIRST_LOAD_BASE_URL, stop: async () => undefined }
  : await startApp();
const profile = mkdtempSync(join(tmpdir(), 'fgas-first-load-profile-'));
try {
  const session = await signIn(app.base);
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions(),
    headless: true,
    locale: 'nl-NL',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const signInPage = await measure(page, cdp, `${app.base}/login`);
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: session.token, user: session.user },
  );
  const cylinders = await measure(page, cdp, `${app.base}/cylinders`);
  await context.close();
  console.log(JSON.stringify({ signIn: signInPage, cylinders }, null, 2));
} finally {
  rmSync(profile, { recursive: true, force: true });
  await app.stop();
}
