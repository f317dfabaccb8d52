import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSocketFolder, removeStaleSocketFolders } from './socket-folder.ts';

/** The id of a process that has exited (the system reuses ids only much later). */
function goneProcessId(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

describe('socket folders of the front', () => {
  let parent = '';
  afterEach(() => rmSync(parent, { recursive: true, force: true }));

  it('removes the folders of fronts that are gone and keeps the running ones and anything else', () => {
    parent = mkdtempSync(join(tmpdir(), 'socket-folder-test-'));
    const mine = makeSocketFolder(parent);
    const gone = makeSocketFolder(parent, goneProcessId());
    writeFileSync(join(gone, 'worker-1.sock'), '');
    const other = join(parent, 'kindershop-cache');
    mkdirSync(other);
    const looksAlike = join(parent, `kindershop-${goneProcessId()}-not-ours`);
    mkdirSync(looksAlike);

    const removed = removeStaleSocketFolders(parent);

    expect(removed).toEqual([gone.split('/').at(-1)]);
    expect(existsSync(gone)).toBe(false);
    expect(existsSync(mine)).toBe(true);
    expect(existsSync(other)).toBe(true);
    expect(existsSync(looksAlike)).toBe(true);
  });

  it('names a folder with the front process id, only this user may enter it', () => {
    parent = mkdtempSync(join(tmpdir(), 'socket-folder-test-'));
    const folder = makeSocketFolder(parent);
    expect(folder.split('/').at(-1)).toMatch(new RegExp(`^kindershop-${process.pid}-.{6}$`));
    expect(spawnSync('stat', ['-c', '%a', folder], { encoding: 'utf8' }).stdout.trim()).toBe('700');
  });
});
