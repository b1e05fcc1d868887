import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Raised when another process already holds the embedded data folder. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

type LockOwner = { pid: number; host: string };

/**
 * Two PGlite processes writing one folder corrupt it, so the folder is locked for the life of the
 * process by a file holding the owner's pid, created exclusively. A lock whose process is gone
 * (killed, crashed) is taken over at once, so a crashed server restarts without waiting.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  const me: LockOwner = { pid: process.pid, host: os.hostname() };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' });
      return async () => {
        if (sameOwner(readOwner(lockPath), me)) fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(lockPath);
    if (!owner && attempt < 2) {
      // Its owner may be between creating the file and writing its pid.
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    if (owner && isAlive(owner)) {
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by another server process (pid ${owner.pid}). ` +
          'Only one process may open an embedded database: stop the other one, use another ' +
          'DATA_DIR, or set DATABASE_URL to share a PostgreSQL server between processes.',
      );
    }
    // The owner is gone. Move its lock aside atomically; whoever renames it first retries first.
    try {
      fs.renameSync(lockPath, `${lockPath}.stale-${process.pid}`);
      fs.rmSync(`${lockPath}.stale-${process.pid}`, { force: true });
    } catch {
      // Another process took it over first; try again.
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}; try again.`);
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    return JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

function sameOwner(a: LockOwner | undefined, b: LockOwner) {
  return a?.pid === b.pid && a.host === b.host;
}

function isAlive(owner: LockOwner): boolean {
  // A lock written on another host (a shared folder) cannot be checked: treat it as held.
  if (owner.host !== os.hostname()) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
