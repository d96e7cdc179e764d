// CPU time spent by a process (all its threads) and by a PostgreSQL server (the postmaster and every
// backend), read from /proc. Throughput on a shared 2-core machine swings with whatever else runs, but the
// CPU a request costs does not: dividing a run's CPU by its request count gives a per-request cost that
// compares across runs and machines, and tells which side (API or database) a ceiling comes from.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** Fields of /proc/<pid>/stat after the command name (which may itself hold spaces and parentheses). */
function statFields(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

// After the command name: state is field 0, ppid 1, utime 11, stime 12, cutime 13, cstime 14.
const ownTicks = (fields) => Number(fields[11]) + Number(fields[12]);
const reapedChildTicks = (fields) => Number(fields[13]) + Number(fields[14]);

/** CPU milliseconds used so far by one process, all threads. */
export function processCpuMs(pid) {
  const fields = statFields(pid);
  return fields ? (ownTicks(fields) * 1000) / TICKS_PER_SECOND : 0;
}

/**
 * CPU milliseconds used so far by a PostgreSQL server: the postmaster, its live children (backends,
 * walwriter, checkpointer...) and the children it has already reaped.
 */
export function postgresCpuMs(postmasterPid) {
  const own = statFields(postmasterPid);
  if (!own) return 0;
  let ticks = ownTicks(own) + reapedChildTicks(own);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(entry);
    if (fields && Number(fields[1]) === postmasterPid) ticks += ownTicks(fields);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The postmaster of the server a connection talks to: the parent of its backend process. */
export async function postmasterPidOf(client) {
  const { rows } = await client.query('select pg_backend_pid() as pid');
  const fields = statFields(rows[0].pid);
  if (!fields) throw new Error('cannot read the PostgreSQL backend from /proc');
  return Number(fields[1]);
}
