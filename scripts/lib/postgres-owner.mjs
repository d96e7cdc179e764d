// As root, PostgreSQL refuses to run: the embedded server runs as the OS user `postgres`, who must be
// able to reach its binaries and its data folder. A clone under /root or a mode-700 folder is out of its
// reach; then both are placed under /var/lib/fgas-cylinders (binaries copied once, data kept there).
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

const RELOCATION_ROOT = '/var/lib/fgas-cylinders';

/** Null unless running as root; then the uid and gid of `postgres`, created when missing. */
export async function postgresOwner() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
  });
  try {
    return ids();
  } catch {
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], {
        stdio: 'pipe',
      });
      return ids();
    } catch (error) {
      throw new Error(
        `Running as root, the embedded PostgreSQL needs an OS user "postgres" and it could not be created (${String(error.stderr ?? error.message).trim()}): create it (useradd --system postgres) or run npm start as an ordinary user`,
        { cause: error },
      );
    }
  }
}

function nearestExisting(path) {
  while (!existsSync(path) && dirname(path) !== path) path = dirname(path);
  return path;
}

function reachableBy(owner, path) {
  return spawnSync('test', ['-x', nearestExisting(path)], { uid: owner.uid, gid: owner.gid }).status === 0;
}

/**
 * The binaries and data folder to use, moved where `owner` can reach them when it cannot; `relocatedTo`
 * then names the folder (one per data folder) that holds the moved ones.
 */
export function reachablePaths({ owner, dataDir, bin, log }) {
  const binOk = spawnSync(bin.postgres, ['--version'], { uid: owner.uid, gid: owner.gid }).status === 0;
  const dataOk = reachableBy(owner, dataDir);
  if (binOk && dataOk) return { dataDir, bin };
  const base = join(RELOCATION_ROOT, createHash('sha1').update(dataDir).digest('hex').slice(0, 12));
  try {
    mkdirSync(base, { recursive: true, mode: 0o755 });
    let moved = bin;
    if (!binOk) {
      const nativeCopy = join(base, `postgresql-${bin.major}`);
      if (!existsSync(join(nativeCopy, 'bin', 'postgres'))) {
        cpSync(bin.nativeDir, `${nativeCopy}.partial`, { recursive: true, verbatimSymlinks: true });
        execFileSync('mv', [`${nativeCopy}.partial`, nativeCopy]);
      }
      moved = {
        ...bin,
        postgres: join(nativeCopy, 'bin', 'postgres'),
        initdb: join(nativeCopy, 'bin', 'initdb'),
      };
    }
    const movedData = dataOk ? dataDir : join(base, 'pg');
    if (!dataOk)
      log(
        `Running as root: the postgres user cannot reach ${dataDir}, so the embedded database is kept in ${movedData}`,
      );
    return { dataDir: movedData, bin: moved, relocatedTo: base };
  } catch (error) {
    throw new Error(
      `Running as root, the postgres user cannot reach ${dataDir} or the PostgreSQL binaries, and ${RELOCATION_ROOT} could not be used (${error.message}): set DATA_DIR to a folder every user can traverse, or run npm start as an ordinary user`,
      { cause: error },
    );
  }
}
