// The built app (`npm start` without its build step) on its own embedded PostgreSQL in a throwaway folder:
// what the first-load and phone audits measure. Resolves once /api/health answers.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/embedded-postgres.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';

/** Returns the app's address, the environment it runs with (for scripts that share its database) and stop(). */
export async function startBuiltApp(folderPrefix) {
  const dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
  chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as user postgres and must reach its folder
  const port = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    JWT_SECRET: randomBytes(36).toString('base64url'),
    SKIP_BUILD: '1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: repoRoot, env, stdio: 'ignore' });
  const stop = async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://localhost:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    if (i > 480) {
      await stop();
      throw new Error('the app did not become healthy in 2 minutes');
    }
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, env, stop };
}
