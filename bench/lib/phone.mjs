// Phone first load: Lighthouse's mobile performance score and LCP of the sign-in page, the dashboard and a
// cylinder detail, from the real build served by the API on the bench's data. The audit itself is the
// repository's `npm run audit:web` (Lighthouse and axe with the machine's Chromium); this hook calls it
// when the root package.json has that script, and otherwise records that it was not run.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/lib/paths.mjs';

export const AUDIT_SCRIPT = 'audit:web';

/**
 * Runs `npm run audit:web` against the running API. It gets, in its environment: AUDIT_BASE_URL,
 * AUDIT_EMAIL / AUDIT_PASSWORD (an administrator of the bench's data), AUDIT_PAGES (comma-separated paths:
 * sign-in, dashboard, one cylinder detail), AUDIT_JSON (the file to write its figures to, read back here
 * as they are), AUDIT_RUNS (1 unless set: the bench's time budget) and AUDIT_SKIP_AXE=1 (the
 * accessibility pass is not a first-load figure). A failing audit is recorded, never fatal.
 */
export async function phoneFirstLoad({ url, email, password, cylinderId, log }) {
  const scripts = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).scripts ?? {};
  const pages = ['/login', '/', `/cylinder/${cylinderId}`];
  if (!scripts[AUDIT_SCRIPT]) {
    log(`phone first load: not measured (no "npm run ${AUDIT_SCRIPT}" in package.json)`);
    return { measured: false, reason: `no "${AUDIT_SCRIPT}" script in the root package.json`, pages };
  }
  const dir = mkdtempSync(join(os.tmpdir(), 'fgas-bench-audit-'));
  const jsonFile = join(dir, 'audit.json');
  try {
    const code = await new Promise((resolve, reject) => {
      const child = spawn('npm', ['run', AUDIT_SCRIPT], {
        cwd: repoRoot,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          ...process.env,
          AUDIT_BASE_URL: url,
          AUDIT_EMAIL: email,
          AUDIT_PASSWORD: password,
          AUDIT_PAGES: pages.join(','),
          AUDIT_JSON: jsonFile,
          AUDIT_RUNS: process.env.AUDIT_RUNS ?? '1',
          AUDIT_SKIP_AXE: '1',
        },
      });
      child.on('error', reject);
      child.on('close', resolve);
    });
    let figures = null;
    try {
      figures = JSON.parse(readFileSync(jsonFile, 'utf8'));
    } catch {
      figures = null;
    }
    return { measured: code === 0 && figures !== null, exitCode: code, pages, figures };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
