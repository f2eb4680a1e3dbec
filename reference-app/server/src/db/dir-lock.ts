import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holder(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function tryCreate(lockPath: string): boolean {
  try {
    writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Claims `lockPath` for this process, so two servers never open one embedded database directory
 * (PGlite does not stop a second process, and two writers corrupt it). A lock left by a process
 * that no longer runs (or by an earlier life of this pid, as in a restarted container) is taken
 * over. Returns the release function; it is also run when the process exits.
 *
 * @example
 * const release = lockDirectory('/srv/data/pglite.lock');
 * // ... open and use the database ...
 * release();
 */
export function lockDirectory(lockPath: string): () => void {
  if (!tryCreate(lockPath)) {
    const pid = holder(lockPath);
    if (pid !== undefined && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `the data directory is in use by process ${pid} (${lockPath}). Stop that server or use another DATA_DIR; if no server is running, delete the lock file.`,
      );
    }
    try {
      unlinkSync(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (!tryCreate(lockPath)) {
      throw new Error(`the data directory is being opened by another process (${lockPath}).`);
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      if (holder(lockPath) === process.pid) unlinkSync(lockPath);
    } catch {
      // Already gone: nothing to release.
    }
  };
  process.on('exit', release);
  return release;
}
