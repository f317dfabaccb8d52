/**
 * One process per embedded database folder. PGlite keeps the whole database inside the process
 * that opened it: a second process writing the same folder would corrupt it. The first process
 * writes a lock file beside the folder (`<folder>.lock`, with its pid) and removes it when it
 * closes; another process finds it and stops with a message. A lock left by a process that no
 * longer runs (killed, machine crashed) is taken over.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another shop process (pid ${pid}). ` +
        'Stop that process first, or start this one with another DATA_DIR. ' +
        `If no shop process runs, remove ${lockPathOf(dataDir)}.`,
    );
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

interface LockContent {
  pid: number;
  host: string;
  token: string;
}

export function lockPathOf(dataDir: string): string {
  return `${dataDir.replace(/[\\/]+$/, '')}.lock`;
}

/** Takes the folder's lock or throws DataDirInUseError. */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = lockPathOf(dataDir);
  const mine: LockContent = {
    pid: process.pid,
    host: hostname(),
    token: randomBytes(12).toString('hex'),
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(path, mine)) return held(path, mine);
    const other = readLock(path);
    if (other === 'missing') continue;
    if (other !== 'unreadable' && isRunning(other)) throw new DataDirInUseError(dataDir, other.pid);
    removeStale(path, other);
  }
  const other = readLock(path);
  throw new DataDirInUseError(dataDir, typeof other === 'object' ? other.pid : 0);
}

function held(path: string, mine: LockContent): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    // Only our own lock: never one another process took over meanwhile.
    const current = readLock(path);
    if (typeof current === 'object' && current.token === mine.token) {
      try {
        unlinkSync(path);
      } catch {
        // Gone already.
      }
    }
  };
  // A process that exits without closing the database (process.exit, an uncaught error)
  // leaves no lock behind; one that is killed leaves one that the next start takes over.
  process.on('exit', release);
  return { path, release };
}

function tryCreate(path: string, content: LockContent): boolean {
  try {
    writeFileSync(path, JSON.stringify(content), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function readLock(path: string): LockContent | 'missing' | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'unreadable';
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockContent>;
    if (typeof parsed.pid === 'number' && typeof parsed.token === 'string') {
      return { pid: parsed.pid, host: String(parsed.host ?? ''), token: parsed.token };
    }
  } catch {
    // A half-written file of a process that died while writing it.
  }
  return 'unreadable';
}

/** Whether the lock's process still runs (on another host: assumed, it cannot be checked). */
function isRunning(lock: LockContent): boolean {
  if (lock.host !== hostname()) return true;
  if (lock.pid === process.pid) return true;
  try {
    process.kill(lock.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes a stale lock, and only that one: it is moved aside under a name of its own first, and
 * put back when what was moved turns out to be a fresh lock another process wrote meanwhile.
 */
function removeStale(path: string, stale: LockContent | 'unreadable'): void {
  const aside = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(path, aside);
  } catch {
    return; // Another process moved it first.
  }
  const moved = readLock(aside);
  const same =
    stale === 'unreadable'
      ? moved === 'unreadable'
      : typeof moved === 'object' && moved.token === stale.token;
  if (same) {
    unlinkSync(aside);
  } else {
    renameSync(aside, path);
  }
}
