/**
 * Playwright globalSetup: starts the real app once for all suites and stops it afterwards.
 *
 * - Runs `node scripts/start.mjs` from the repo root with a fresh DATA_DIR (temp folder, so an empty database),
 *   a free PORT, a random JWT_SECRET and SKIP_BUILD=1; waits for GET /api/health.
 * - Builds frontend/dist first only when it is missing (the test command normally builds before).
 * - Exports the address as process.env.E2E_BASE_URL (workers inherit it; fixtures.ts uses it as baseURL).
 * - With E2E_BASE_URL already set, uses that server and starts nothing.
 * - Returns the teardown: SIGTERM to the app (start.mjs then stops PostgreSQL) and removes the temp folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const frontendRoot = resolve(here, '..', '..');
const repoRoot = resolve(frontendRoot, '..');

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => ok(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`The app exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app did not become healthy within ${timeoutMs / 1000} s`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => undefined;

  if (!existsSync(join(frontendRoot, 'dist', 'index.html'))) {
    const build = spawnSync('npx', ['vite', 'build'], { cwd: frontendRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'fgas-e2e-'));
  chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as user postgres and must reach its folder
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const started = Date.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      JWT_SECRET: randomBytes(36).toString('base64url').slice(0, 48),
      SKIP_BUILD: '1',
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));

  try {
    // Generous: on a loaded shared machine the first start (initdb, migrations) took over 90 s.
    await waitForHealth(baseURL, child, 240_000);
  } catch (e) {
    child.kill('SIGTERM');
    throw new Error(`${(e as Error).message}\n--- app output ---\n${output.slice(-4000)}`, { cause: e });
  }
  console.log(`[e2e] app healthy at ${baseURL} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.env.E2E_BASE_URL = baseURL;

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
