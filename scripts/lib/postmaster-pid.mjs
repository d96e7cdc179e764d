// What postmaster.pid says about a data folder: a server still running on it, and whether the process
// that started it is still alive (a killed `npm start` leaves its PostgreSQL running, reparented).
import { existsSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The process's arguments, or null when they cannot be read (gone, or hidden from us). */
function argv(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').slice(0, -1);
  } catch {
    return null;
  }
}

function cmdline(pid) {
  return (argv(pid) ?? []).join(' ');
}

function samePath(a, b) {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return resolve(a) === resolve(b);
  }
}

/**
 * Whether the process `pid` is a PostgreSQL server on `dataDir`: true, false, or null when it cannot be
 * told (arguments unreadable, or a postgres given its folder through PGDATA rather than -D).
 */
function servesFolder(pid, dataDir) {
  const args = argv(pid);
  if (!args) return null;
  if (!args.length || !/postgres/.test(args[0])) return false;
  const at = args.findIndex((arg) => arg.startsWith('-D'));
  if (at < 0) return null;
  const folder = args[at] === '-D' ? args[at + 1] : args[at].slice(2);
  return folder ? samePath(folder, dataDir) : null;
}

function parentOf(pid) {
  try {
    // Field 4 of /proc/<pid>/stat, after the parenthesised command name (which may hold spaces).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
}

async function waitForExit(pid, ms) {
  const until = Date.now() + ms;
  while (alive(pid) && Date.now() < until) await new Promise((done) => setTimeout(done, 100));
  return !alive(pid);
}

/**
 * Null when no server runs on `dataDir` (a stale postmaster.pid naming a dead PID is left for PostgreSQL,
 * which replaces it; one whose PID was reused by another process is removed). A running server whose starter is gone is an orphan: it is stopped with a fast shutdown (its
 * open transactions roll back; committed data is kept) and null is answered. Otherwise the server's
 * port and the live process that owns it.
 */
export async function inspectDataFolder(dataDir, log = () => {}) {
  const file = join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return null;
  const serves = servesFolder(pid, dataDir);
  // Cannot tell: nothing is stopped on a guess; PostgreSQL refuses a live server's folder in its own words.
  if (serves === null) return null;
  if (!serves) {
    // The file outlived its server (a crash, a reboot) and its PID now belongs to another process, maybe
    // another folder's PostgreSQL: that one is not ours to stop or to be refused by. PostgreSQL itself
    // would refuse the file while that PID lives under its user, so it is removed. Safe: the server
    // named in it is gone, and PostgreSQL's shared-memory interlock still guards the folder.
    log(`Removing the stale ${file}: its PID ${pid} is now another process`);
    rmSync(file, { force: true });
    return null;
  }
  const parent = parentOf(pid);
  if (parent > 1 && (parent === process.pid || /node/.test(cmdline(parent)))) return { port, owner: parent };
  log(`Stopping the PostgreSQL (pid ${pid}) that an earlier start left running on ${dataDir}`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 20_000))) {
    process.kill(pid, 'SIGQUIT');
    if (!(await waitForExit(pid, 10_000)))
      throw new Error(`PostgreSQL (pid ${pid}) on ${dataDir} does not stop: end it with kill ${pid}`);
  }
  return null;
}
