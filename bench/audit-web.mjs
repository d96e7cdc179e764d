// npm run audit:web: how the built web app does on a phone and for assistive technology.
// Builds nothing (run `npm run build` first). Starts the built app on a throwaway embedded PostgreSQL,
// fills it with the demo register plus one cylinder with a long history (AUDIT_HISTORY entries), then:
// - Lighthouse 12 (mobile preset: simulated slow 4G and a 4x slower CPU) on the sign-in page, the dashboard,
//   the cylinder list and that cylinder's detail on its mutations tab, AUDIT_RUNS times each; prints the
//   median of each figure (performance score, FCP, LCP, TBT, bytes transferred);
// - axe-core on every page, light and dark, phone and desktop widths; prints the violations by impact and
//   lists the critical and serious ones.
// Timings depend on the machine's load: they are printed, never asserted (the accessibility suite asserts
// the axe findings). AUDIT_BASE_URL audits a running app instead (it must hold the demo register, or give
// AUDIT_EMAIL / AUDIT_PASSWORD of an administrator and AUDIT_PAGES as paths); AUDIT_JSON writes the
// Lighthouse figures to a file; AUDIT_SKIP_AXE=1 leaves the accessibility half out.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { blocking, runAxe } from '../scripts/lib/axe.mjs';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { startBuiltApp } from './lib/built-app.mjs';
import { api, longHistoryCylinder } from './lib/demo-api.mjs';

const require = createRequire(`${repoRoot}/frontend/package.json`);
const { chromium } = require('@playwright/test');

const RUNS = Number(process.env.AUDIT_RUNS ?? 3);
/** `lighthouse` or `axe` runs only that half; AUDIT_PAGES=<name>,<name> narrows axe to those pages. */
const ONLY = process.env.AUDIT_ONLY;
const HISTORY = Number(process.env.AUDIT_HISTORY ?? 283);
/** The demo register's administrator, or the one given (the bench audits its own data this way). */
const ADMIN = {
  email: process.env.AUDIT_EMAIL ?? 'admin@example.com',
  password: process.env.AUDIT_PASSWORD ?? 'admin-password',
};
/**
 * AUDIT_PAGES of paths ('/login,/,/cylinder/42') are the pages Lighthouse measures, as they are, with no
 * data written; names ('dashboard,users') narrow the axe pages instead.
 */
const PAGE_PATHS = process.env.AUDIT_PAGES?.split(',').filter((p) => p.startsWith('/'));
const SKIP_AXE = process.env.AUDIT_SKIP_AXE === '1';
/** Where to write the Lighthouse figures as JSON (besides the printed table). */
const JSON_OUT = process.env.AUDIT_JSON;
/** Where to keep each run's full Lighthouse report (JSON), named after the page and the run. */
const LHR_DIR = process.env.AUDIT_LHR_DIR;
const FIRST_VISIT = process.env.AUDIT_FIRST_VISIT === '1';

async function startApp() {
  const app = await startBuiltApp('fgas-audit-');
  // The demo register, written into the running app's embedded database (seed-demo reuses it).
  execFileSync(process.execPath, ['scripts/seed-demo.mjs'], { cwd: repoRoot, env: app.env, stdio: 'ignore' });
  return app;
}

async function firstId(base, token, resource) {
  const rows = await api(base, token, 'GET', `${resource}?range=[0,0]`);
  return rows[0]?.id;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Lighthouse (performance only, mobile preset) on `path`, RUNS times, cache emptied before each run. */
async function lighthouseMedian(chrome, base, path, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate(
    ({ token, user, tab }) => {
      localStorage.clear();
      if (token) {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      }
      localStorage.setItem('i18nextLng', 'nl');
      if (tab) localStorage.setItem('cylinderDetailTab', tab);
    },
    { token: session?.token, user: session?.user, tab: path.startsWith('/cylinder/') ? 'logs' : null },
  );
  const cdp = await context.newCDPSession(page);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    await cdp.send('Network.clearBrowserCache');
    if (FIRST_VISIT)
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(base).origin,
        storageTypes: 'service_workers,cache_storage',
      });
    // Storage stays (it holds the session); the HTTP cache is emptied above, so every run is a first visit.
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    const { audits, categories } = result.lhr;
    if (LHR_DIR) {
      mkdirSync(LHR_DIR, { recursive: true });
      const name = path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'dashboard';
      writeFileSync(`${LHR_DIR}/${name}-${i + 1}.json`, result.report);
    }
    runs.push({
      perf: Math.round(categories.performance.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      bytes: audits['total-byte-weight'].numericValue,
      dom: audits['dom-size']?.numericValue,
    });
  }
  await page.close();
  await browser.close().catch(() => undefined);
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    perf: pick('perf'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    bytes: pick('bytes'),
    dom: pick('dom'),
  };
}

/** axe-core on every page; counts by impact and the blocking findings per page. */
async function axeAudit(base, session, pages) {
  const totals = {};
  const found = [];
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
  try {
    for (const dark of [false, true])
      for (const viewport of [
        { name: 'phone', width: 390, height: 844 },
        { name: 'desktop', width: 1280, height: 800 },
      ]) {
        const context = await browser.newContext({
          viewport,
          locale: 'nl-NL',
          isMobile: viewport.name === 'phone',
          hasTouch: viewport.name === 'phone',
        });
        for (const { name, path, signedIn = true, tab } of pages) {
          const page = await context.newPage();
          await page.goto(`${base}/favicon.svg`);
          await page.evaluate(
            ({ token, user, darkMode, tab: t }) => {
              localStorage.clear();
              if (token) {
                localStorage.setItem('token', token);
                localStorage.setItem('user', JSON.stringify(user));
              }
              localStorage.setItem('darkMode', String(darkMode));
              if (t) localStorage.setItem('cylinderDetailTab', t);
            },
            {
              token: signedIn ? session.token : null,
              user: session.user,
              darkMode: dark,
              tab: tab ?? null,
            },
          );
          await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
          // A blank page has no violations: make sure the app drew (a server started before the last
          // build serves an index.html whose scripts are gone).
          await page
            .locator(signedIn ? 'header' : 'input[name="email"]')
            .first()
            .waitFor({ state: 'attached', timeout: 20_000 });
          // The pages' own loading spinners gone: what a user sees once the data arrived.
          await page
            .locator('[role="progressbar"]')
            .first()
            .waitFor({ state: 'detached', timeout: 15_000 })
            .catch(() => undefined);
          const violations = await runAxe(page);
          for (const v of violations) totals[v.impact] = (totals[v.impact] ?? 0) + v.targets.length;
          for (const line of blocking(violations))
            found.push(`${name} (${dark ? 'dark' : 'light'}, ${viewport.name}): ${line}`);
          await page.close();
        }
        await context.close();
      }
  } finally {
    await browser.close();
  }
  return { totals, found };
}

const pad = (s, n) => String(s).padEnd(n);
const sec = (ms) => `${(ms / 1000).toFixed(2)} s`;

const app = process.env.AUDIT_BASE_URL
  ? { base: process.env.AUDIT_BASE_URL, stop: async () => undefined }
  : await startApp();
try {
  const session = await api(app.base, null, 'POST', 'auth/login', ADMIN);
  if (PAGE_PATHS?.length) {
    const pages = PAGE_PATHS.map((path) => ({ name: path, path, signedIn: path !== '/login' }));
    if (ONLY !== 'axe') await lighthouseTable(app.base, session, pages);
  } else {
    const cylinderId = await longHistoryCylinder(app.base, session.token, HISTORY);
    const installationId = await firstId(app.base, session.token, 'installations');
    const customerId = await firstId(app.base, session.token, 'customers');
    if (ONLY !== 'axe')
      await lighthouseTable(app.base, session, [
        { name: '/login', path: '/login', signedIn: false },
        { name: '/ (dashboard)', path: '/' },
        { name: '/cylinders', path: '/cylinders' },
        { name: `/cylinder/<id> (${HISTORY} entries)`, path: `/cylinder/${cylinderId}` },
      ]);
    if (ONLY !== 'lighthouse' && !SKIP_AXE)
      await axeTable(app.base, session, { cylinderId, installationId, customerId });
  }
} finally {
  await app.stop();
}

async function lighthouseTable(base, session, lhPages) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions().args],
  });
  const table = [];
  for (const p of lhPages) {
    const figures = await lighthouseMedian(chrome, base, p.path, p.signedIn === false ? null : session);
    table.push({ page: p.name, ...figures });
    process.stderr.write(`lighthouse ${p.name}: ${JSON.stringify(figures)}\n`);
  }
  await chrome.kill();
  if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify({ runs: RUNS, pages: table }, null, 2));

  console.log(`\nLighthouse ${RUNS}x, mobile preset, median of each figure`);
  console.log(
    `${pad('Page', 34)}${pad('Perf', 6)}${pad('FCP', 9)}${pad('LCP', 9)}${pad('TBT', 9)}${pad('Transfer', 11)}DOM`,
  );
  for (const r of table)
    console.log(
      `${pad(r.page, 34)}${pad(r.perf, 6)}${pad(sec(r.fcp), 9)}${pad(sec(r.lcp), 9)}${pad(sec(r.tbt), 9)}` +
        `${pad(`${Math.round(r.bytes / 1024)} KiB`, 11)}${r.dom ?? ''}`,
    );
}

async function axeTable(base, session, { cylinderId, installationId, customerId }) {
  const axePages = [
    { name: 'login', path: '/login', signedIn: false },
    { name: 'dashboard', path: '/' },
    { name: 'cylinders', path: '/cylinders' },
    { name: 'cylinder details', path: `/cylinder/${cylinderId}`, tab: 'details' },
    { name: 'cylinder mutations', path: `/cylinder/${cylinderId}`, tab: 'logs' },
    { name: 'installations', path: '/installations' },
    { name: 'installation', path: `/installations/${installationId}` },
    { name: 'customers', path: '/customers' },
    { name: 'customer', path: `/customers/${customerId}` },
    { name: 'instruments', path: '/instruments' },
    { name: 'admin panel', path: '/admin' },
    { name: 'refrigerants', path: '/admin/refrigerants' },
    { name: 'suppliers', path: '/admin/suppliers' },
    { name: 'users', path: '/admin/users' },
    { name: 'admin settings', path: '/admin/settings' },
    { name: 'balance', path: '/admin/balances' },
    { name: 'settings', path: '/settings' },
    { name: 'QR print', path: '/qr-print' },
    { name: 'servicing ban help', path: '/help/servicing-ban' },
  ];
  const only = process.env.AUDIT_PAGES?.split(',');
  const { totals, found } = await axeAudit(
    base,
    session,
    only ? axePages.filter((p) => only.includes(p.name)) : axePages,
  );
  console.log(
    `\naxe-core ${axePages.length} pages x light/dark x phone/desktop: elements in violation by impact`,
  );
  for (const impact of ['critical', 'serious', 'moderate', 'minor'])
    console.log(`  ${pad(impact, 10)}${totals[impact] ?? 0}`);
  if (found.length) console.log(`\nCritical and serious:\n  ${found.join('\n  ')}`);
}
