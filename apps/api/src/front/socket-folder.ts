/**
 * The folder of the worker's private socket: made by mkdtemp (0700: only this user may enter)
 * under the system's temporary folder, named with the front's process id. A front that was
 * killed outright (SIGKILL, a power cut) cannot remove its folder; the next front removes every
 * such folder whose process is gone, so they do not pile up.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const PREFIX = 'kindershop-';
/** kindershop-<pid>-<mkdtemp's six characters> */
const FOLDER_NAME = /^kindershop-(\d+)-[A-Za-z0-9]{6}$/;

/** Makes this front's socket folder in `parent`. */
export function makeSocketFolder(parent: string, pid = process.pid): string {
  return mkdtempSync(join(parent, `${PREFIX}${pid}-`));
}

/** Whether a process with this id runs (one of another user counts as running). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the socket folders in `parent` that belong to this user and to a front that no longer
 * runs; returns their names. Anything else in `parent` is left alone.
 */
export function removeStaleSocketFolders(parent: string): string[] {
  const uid = process.getuid?.();
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return removed;
  }
  for (const name of names) {
    const match = FOLDER_NAME.exec(name);
    if (!match) continue;
    const pid = Number(match[1]);
    if (pid === process.pid || isRunning(pid)) continue;
    const path = join(parent, name);
    try {
      const stats = statSync(path);
      if (!stats.isDirectory() || (uid !== undefined && stats.uid !== uid)) continue;
      rmSync(path, { recursive: true, force: true });
      removed.push(name);
    } catch {
      // Gone meanwhile, or not ours to remove: left as it is.
    }
  }
  return removed;
}
