import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const repoRoot = join(__dirname, '..', '..', '..');

export interface ScriptResult {
  code: number | null;
  output: string;
  ms: number;
}

/** Runs one of the project's scripts/*.mjs as a real child process, to its end. */
export function runScript(script: string, env: Record<string, string | undefined>, args: string[] = []) {
  const started = Date.now();
  return new Promise<ScriptResult>((resolve) => {
    const child = spawn(process.execPath, [join(repoRoot, 'scripts', script), ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: undefined, JWT_SECRET: undefined, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code, output, ms: Date.now() - started }));
  });
}

/** Starts scripts/start.mjs and resolves with its URL once it says it is running. */
export function startApp(env: Record<string, string | undefined>) {
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, 'scripts', 'start.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const url = new Promise<string>((resolve, reject) => {
    const seen = (d: Buffer) => {
      output += d;
      const match = /open (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    void exited.then((code) => reject(new Error(`start.mjs exited ${code}: ${output}`)));
  });
  return { child, url, exited, output: () => output };
}

/** An embedded PostgreSQL in a child process (the starter is ESM, jest is not): stop() shuts it down. */
export function embeddedServer(dataDir: string, port?: number) {
  const code = `
    const { startEmbeddedPostgres } = await import(${JSON.stringify(join(repoRoot, 'scripts/lib/embedded-postgres.mjs'))});
    const db = await startEmbeddedPostgres({ dataDir: process.argv[1], database: 'fgas', port: process.argv[2] ? Number(process.argv[2]) : undefined });
    console.log('URL ' + db.url);
    process.on('SIGTERM', async () => { await db.stop(); process.exit(0); });`;
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', code, dataDir, port ? String(port) : ''],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise((done) => child.on('exit', done));
  return new Promise<{ url: string; port: number; stop: () => Promise<void> }>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
      const match = /URL (\S+)/.exec(output);
      if (match)
        resolve({
          url: match[1],
          port: Number(new URL(match[1]).port),
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        });
    });
    void exited.then(() => reject(new Error(`embedded server exited: ${output}`)));
  });
}
