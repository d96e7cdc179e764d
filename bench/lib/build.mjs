// Builds backend and frontend (nx) when their dist folders are missing or older than their sources.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    max = Math.max(max, newest(join(path, name)));
  }
  return max;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

export function staleParts(root) {
  const stale = [];
  const backendOut = mtime(join(root, 'backend/dist/main.js'));
  if (!backendOut || newest(join(root, 'backend/src')) > backendOut) stale.push('backend');
  const frontendOut = Math.min(
    mtime(join(root, 'frontend/dist/index.html')),
    mtime(join(root, 'frontend/dist/.vite/manifest.json')),
  );
  const frontendIn = Math.max(
    newest(join(root, 'frontend/src')),
    newest(join(root, 'frontend/index.html')),
    newest(join(root, 'frontend/vite.config.ts')),
    newest(join(root, 'backend/src/domain')),
  );
  if (!frontendOut || frontendIn > frontendOut) stale.push('frontend');
  return stale;
}

export function ensureBuilt(root, log = console.log) {
  const stale = staleParts(root);
  if (stale.length === 0) return [];
  log(`Building ${stale.join(' and ')} (dist missing or older than its sources)...`);
  execFileSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '--projects', stale.join(','), '--output-style=static'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    },
  );
  return stale;
}
