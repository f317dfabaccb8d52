/**
 * The storefront build's client files by URL path, for the mount that serves them and for the
 * front process, which lets requests for them pass under overload as the mount does.
 */
import type { Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** A client file: its URL path ('/assets/root-abc.js') and where it lies. */
export interface BuildFile {
  urlPath: string;
  path: string;
}

/** Every file of the client build, skipping dotfiles. */
export async function listBuildFiles(clientDir: string): Promise<BuildFile[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  } catch (error) {
    throw new Error(`The storefront build has no client folder at ${clientDir}`, { cause: error });
  }
  const files: BuildFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const segments = relative(clientDir, path).split(sep);
    if (segments.some((segment) => segment.startsWith('.'))) continue;
    files.push({ urlPath: `/${segments.join('/')}`, path });
  }
  return files;
}

/** A request path decoded as the build's paths are; null when it holds a malformed escape or a NUL. */
export function decodePath(pathname: string): string | null {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}
