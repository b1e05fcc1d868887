import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Raised when another process already holds the embedded data folder. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** `started` tells a process from a later one given the same pid (Linux; absent elsewhere). */
type LockOwner = { pid: number; host: string; started?: string };

/**
 * Two PGlite processes writing one folder corrupt it, so the folder is locked for the life of the
 * process by a file holding the owner's pid, created exclusively. A lock whose process is gone
 * (killed, crashed) is taken over at once, so a crashed server restarts without waiting: gone
 * includes a killed process not yet reaped (a zombie, which holds nothing) and a pid now used by
 * another process (a container restarted gives its server the same pid again).
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(fs.realpathSync(dataDir), 'server.lock');
  const me: LockOwner = {
    pid: process.pid,
    host: os.hostname(),
    started: startTimeOf(process.pid),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' });
      heldHere.add(lockPath);
      return async () => {
        heldHere.delete(lockPath);
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
    if (owner && isAlive(owner, lockPath)) {
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
  return a?.pid === b.pid && a.host === b.host && a.started === b.started;
}

/** The lock files this process holds. */
const heldHere = new Set<string>();

function isAlive(owner: LockOwner, lockPath: string): boolean {
  // A lock written on another host (a shared folder) cannot be checked: treat it as held.
  if (owner.host !== os.hostname()) return true;
  // A lock naming this process that it does not hold was left by an earlier one with its pid.
  if (owner.pid === process.pid) return heldHere.has(lockPath);
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const stat = procStat(owner.pid);
  if (!stat) return true;
  // SIGKILLed with its parent, a server stays a zombie until init reaps it (seconds, or never
  // in a container without an init): it no longer holds the database open.
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return owner.started === undefined || owner.started === stat.started;
}

/** A process's state and start time (clock ticks since boot) from Linux's /proc. */
function procStat(pid: number): { state: string; started: string } | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (command) ": state is the first field, starttime the twentieth.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const [state, started] = [fields[0], fields[19]];
    return state && started ? { state, started } : undefined;
  } catch {
    return undefined;
  }
}

function startTimeOf(pid: number): string | undefined {
  return procStat(pid)?.started;
}
