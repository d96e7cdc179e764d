// pg_dump / pg_restore from the machine (Debian's postgresql-client-15, installed by .ci/run), checked
// against the server: a client older than the server refuses to dump it.
import { spawn, spawnSync } from 'node:child_process';

export function toolMajor(tool) {
  const result = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0)
    throw new Error(`${tool} is not installed: apt-get install postgresql-client-15 (.ci/run installs it)`);
  return Number(/(\d+)(\.\d+)?/.exec(result.stdout)[1]);
}

export async function serverMajor(client) {
  const { rows } = await client.query('show server_version_num');
  return Math.floor(Number(rows[0].server_version_num) / 10000);
}

/** Runs a tool; rejects with its own error output. */
export function runTool(tool, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      stdio: ['ignore', 'inherit', 'pipe'],
      env: { ...process.env, ...env },
    });
    let errors = '';
    child.stderr.on('data', (d) => (errors += d));
    child.on('error', (error) => reject(error));
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

/** libpq takes the URL itself; the password goes through the environment, never the process list. */
export function libpqTarget(url) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}
