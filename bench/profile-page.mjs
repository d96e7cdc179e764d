// node bench/profile-page.mjs: which main-thread tasks a phone would feel on a page, and what runs in them.
// Lighthouse's mobile TBT counts every task over 50 ms of a 4x slower CPU; this script shows those tasks
// with their top functions, which Lighthouse does not. Builds nothing (run `npm run build` first; build
// the frontend with `npx vite build --sourcemap` in frontend/ to see the source names of the functions).
// Starts the built app on a throwaway embedded PostgreSQL with the demo register and one cylinder of
// PROFILE_HISTORY (283) entries, then for each page of PROFILE_PAGES (default `cylinder,dashboard`) and
// each visit of PROFILE_VISITS (default `first,returning`: a fresh browser profile; then the same page
// again with the service worker in control) loads it in Chromium as a phone (412 x 823, touch), with
// PROFILE_CPU_RATE (default 4) CPU throttling, records a trace and prints:
// - every task over 50 ms as Lighthouse would count it (its duration x 4 / rate), with when it ran,
//   the user timing marks inside it, and its top functions by self and by total time;
// - the blocking time of those tasks after the first paint (a rough TBT: Lighthouse simulates its own).
// PROFILE_TRACE_DIR keeps each trace (open in Chrome DevTools' Performance panel). PROFILE_BASE_URL uses a
// running app instead (with the demo register; PROFILE_CYLINDER_ID names the cylinder). Figures are
// printed, never asserted; run under `flock /work/measure.lock` beside other measurements.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { startBuiltApp } from './lib/built-app.mjs';
import { api, longHistoryCylinder } from './lib/demo-api.mjs';

const require = createRequire(`${repoRoot}/frontend/package.json`);
const { chromium } = require('@playwright/test');
const { SourceMapConsumer } = createRequire(`${repoRoot}/package.json`)('source-map-js');

const HISTORY = Number(process.env.PROFILE_HISTORY ?? 283);
const RATE = Number(process.env.PROFILE_CPU_RATE ?? 4);
const PAGES = (process.env.PROFILE_PAGES ?? 'cylinder,dashboard').split(',');
const VISITS = (process.env.PROFILE_VISITS ?? 'first,returning').split(',');
const TRACE_DIR = process.env.PROFILE_TRACE_DIR;
/** Lighthouse's mobile preset: what a task costs on its phone is its duration here x 4 / RATE. */
const LH_FACTOR = 4 / RATE;
const LONG_MS = 50;
/** The build the app serves (FRONTEND_DIST, as for `npm start`), where the source maps are. */
const DIST = process.env.FRONTEND_DIST ?? join(repoRoot, 'frontend/dist');
const ADMIN = { email: 'admin@example.com', password: 'admin-password' };
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
].join(',');

/** Source names of minified positions, from the build's source maps when it has them. */
const maps = new Map();
function sourceName(frame) {
  const { url = '', functionName, lineNumber, columnNumber } = frame;
  const file = url.match(/\/assets\/[^?#]+\.js/)?.[0];
  const plain = `${functionName || '(anonymous)'} ${url.replace(/^.*\//, '')}:${lineNumber + 1}`;
  if (!file) return functionName || url || '(program)';
  if (!maps.has(file)) {
    const path = join(DIST, `${file}.map`);
    maps.set(file, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null);
  }
  const map = maps.get(file);
  if (!map) return plain;
  const pos = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (!pos.source) return plain;
  const source = pos.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${pos.name ?? functionName ?? '(anonymous)'} ${source}:${pos.line}`;
}

/** The renderer's main thread, its tasks, its CPU samples (time, stack) and user timing marks. */
function readTrace(events) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // The page's renderer: the main thread with the most tasks (the first tab may have its own).
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const count = (t) =>
    events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask').length;
  const thread = mains.sort((a, b) => count(b) - count(a))[0] ?? main;
  const on = (e) => e.pid === thread.pid && e.tid === thread.tid;
  const tasks = events
    .filter((e) => on(e) && e.ph === 'X' && e.name === 'RunTask')
    .map((e) => ({ start: e.ts / 1000, dur: e.dur / 1000 }));
  const marks = events
    .filter((e) => on(e) && (e.cat?.includes('blink.user_timing') || e.name === 'TimeStamp'))
    .map((e) => ({ at: e.ts / 1000, name: e.args?.data?.message ?? e.name }));
  const paint = events.find((e) => e.pid === thread.pid && e.name === 'firstContentfulPaint');
  const navigation = events.find((e) => on(e) && e.name === 'navigationStart');

  // CPU profile: nodes and samples arrive in chunks; a sample's time is the profile's start plus deltas.
  const nodes = new Map();
  const samples = [];
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== thread.pid) continue;
    if (e.name === 'Profile') profiles.set(e.id, { time: e.args.data.startTime / 1000 });
    if (e.name !== 'ProfileChunk') continue;
    const profile = profiles.get(e.id) ?? { time: 0 };
    profiles.set(e.id, profile);
    const data = e.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    ids.forEach((id, i) => {
      profile.time += (deltas[i] ?? 0) / 1000;
      samples.push({ at: profile.time, id });
    });
  }
  return {
    tasks,
    marks,
    nodes,
    samples,
    fcp: paint ? paint.ts / 1000 : undefined,
    origin: navigation ? navigation.ts / 1000 : (tasks[0]?.start ?? 0),
  };
}

/** Self and total time per function over the samples inside [start, end]. */
function topFunctions({ nodes, samples }, start, end) {
  const self = new Map();
  const total = new Map();
  const inside = samples.filter((s) => s.at >= start && s.at <= end);
  const step = inside.length > 1 ? (inside.at(-1).at - inside[0].at) / (inside.length - 1) : 0;
  for (const s of inside) {
    const leaf = nodes.get(s.id);
    if (!leaf) continue;
    const name = sourceName(leaf.callFrame);
    self.set(name, (self.get(name) ?? 0) + step);
    const seen = new Set();
    for (let n = leaf; n; n = nodes.get(n.parent)) {
      const f = n.callFrame;
      if (!f.url) continue;
      const key = sourceName(f);
      // React's and the scheduler's own frames are in every task: the components and libraries say more.
      if (/react-dom|scheduler\//.test(key)) continue;
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + step);
    }
  }
  const top = (m, n) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${(v * LH_FACTOR).toFixed(0).padStart(5)} ms  ${k}`);
  return { self: top(self, 8), total: top(total, 25) };
}

/** Child parents: CPU profile nodes name their children, not their parent. */
function linkParents(nodes) {
  for (const node of nodes.values())
    for (const child of node.children ?? []) {
      const c = nodes.get(child);
      if (c) c.parent = node.id;
    }
}

async function profile(browser, base, session, path, visit, label) {
  const dir = mkdtempSync(join(tmpdir(), 'fgas-profile-'));
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'nl-NL',
  });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate(
      ({ token, user, tab }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
        localStorage.setItem('i18nextLng', 'nl');
        if (tab) localStorage.setItem('cylinderDetailTab', tab);
      },
      { token: session.token, user: session.user, tab: path.startsWith('/cylinder/') ? 'logs' : null },
    );
    if (visit === 'returning') {
      // A first visit installs the service worker; the measured load is the next one, under its control.
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload({ waitUntil: 'networkidle' });
      await page.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 30_000 });
      await page.goto(`${base}/favicon.svg`);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await browser.startTracing(page, { categories: CATEGORIES.split(',') });
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    const ready = path.startsWith('/cylinder/')
      ? '[data-testid="log-entry-history"], [data-testid="log-history"], table'
      : '[data-testid="dashboard-stats"]';
    await page
      .locator(ready)
      .first()
      .waitFor({ timeout: 60_000 })
      .catch(() => undefined);
    await page.waitForTimeout(3000 * (RATE / 4 + 0.5));
    const buffer = await browser.stopTracing();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    if (TRACE_DIR) {
      mkdirSync(TRACE_DIR, { recursive: true });
      writeFileSync(join(TRACE_DIR, `${label}-${visit}.json`), buffer);
    }
    const { traceEvents } = JSON.parse(buffer.toString('utf8'));
    const trace = readTrace(traceEvents);
    linkParents(trace.nodes);
    const long = trace.tasks.filter((t) => t.dur * LH_FACTOR > LONG_MS);
    const after = long.filter((t) => trace.fcp === undefined || t.start >= trace.fcp);
    const blocking = after.reduce((sum, t) => sum + t.dur * LH_FACTOR - LONG_MS, 0);
    console.log(
      `\n=== ${label} (${visit} visit), CPU ${RATE}x; tasks as on Lighthouse's phone (x${LH_FACTOR}) ===`,
    );
    console.log(
      `first paint ${trace.fcp ? (trace.fcp - trace.origin).toFixed(0) : '?'} ms; ` +
        `${long.length} tasks over ${LONG_MS} ms; blocking time after the first paint ${blocking.toFixed(0)} ms`,
    );
    for (const t of long) {
      const marks = trace.marks
        .filter((m) => m.at >= t.start && m.at <= t.start + t.dur)
        .map((m) => m.name)
        .slice(0, 12);
      const { self, total } = topFunctions(trace, t.start, t.start + t.dur);
      console.log(
        `\n-- task at ${(t.start - trace.origin).toFixed(0)} ms: ${(t.dur * LH_FACTOR).toFixed(0)} ms` +
          (marks.length ? `  marks: ${marks.join(', ')}` : ''),
      );
      console.log(`   self:\n     ${self.join('\n     ')}`);
      console.log(`   total:\n     ${total.join('\n     ')}`);
    }
    return { label, visit, long: long.map((t) => Math.round(t.dur * LH_FACTOR)), blocking };
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

let app;
if (process.env.PROFILE_BASE_URL) app = { base: process.env.PROFILE_BASE_URL, stop: async () => undefined };
else {
  app = await startBuiltApp('fgas-profile-');
  execFileSync(process.execPath, ['scripts/seed-demo.mjs'], { cwd: repoRoot, env: app.env, stdio: 'ignore' });
}
const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
try {
  const session = await api(app.base, null, 'POST', 'auth/login', ADMIN);
  const cylinderId =
    process.env.PROFILE_CYLINDER_ID ?? (await longHistoryCylinder(app.base, session.token, HISTORY));
  const paths = {
    cylinder: `/cylinder/${cylinderId}`,
    dashboard: '/',
    cylinders: '/cylinders',
    login: '/login',
  };
  const results = [];
  for (const name of PAGES)
    for (const visit of VISITS)
      results.push(await profile(browser, app.base, session, paths[name], visit, name));
  console.log('\nSummary (ms as on the phone):');
  for (const r of results)
    console.log(
      `  ${r.label} ${r.visit}: blocking ${r.blocking.toFixed(0)}; long tasks ${r.long.join(', ')}`,
    );
} finally {
  await browser.close();
  await app.stop();
}
