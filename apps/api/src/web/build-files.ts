/**
 * The storefront build's client files (and the back office's) by URL path, for the mounts that
 * serve them and for the front process, which lets requests for them pass under overload as the
 * mounts do.
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

/** Where the back office lives; its build (apps/admin/vite.config.ts base) names its files under it. */
export const ADMIN_PREFIX = '/admin';

/** The back office's build files by URL path ('/admin/assets/index-abc.js'). */
export async function listAdminFiles(distDir: string): Promise<BuildFile[]> {
  const files = await listBuildFiles(distDir);
  return files.map((file) => ({ urlPath: `${ADMIN_PREFIX}${file.urlPath}`, path: file.path }));
}
