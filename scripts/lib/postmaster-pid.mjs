// What postmaster.pid says about a data folder: a server still running on it, and whether the process
// that started it is still alive (a killed `npm start` leaves its PostgreSQL running, reparented).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function cmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
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
 * Null when no server runs on `dataDir` (a stale postmaster.pid is left for PostgreSQL, which replaces
 * it). A running server whose starter is gone is an orphan: it is stopped with a fast shutdown (its
 * open transactions roll back; committed data is kept) and null is answered. Otherwise the server's
 * port and the live process that owns it.
 */
export async function inspectDataFolder(dataDir, log = () => {}) {
  const file = join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid) || !/postgres/.test(cmdline(pid))) return null;
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
