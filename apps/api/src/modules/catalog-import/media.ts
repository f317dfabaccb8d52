/**
 * Product images into the shop's media store (the folder the images module serves from): an
 * uploaded file or one fetched from a URL is checked to be a PNG, JPEG or WebP image, and
 * written once under a name made of its SHA-256 (`/import/ab/<hash>.png`). The same picture
 * always gets the same path, so importing a file again changes no product's images, and a
 * resized copy cached by the images module never shows an older picture under the same name.
 */
import { createHash } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { DomainError } from '../../lib/errors.ts';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 20_000;
const FORMATS: Record<string, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

/** Fetches an image URL; the tests give one that answers without a network. */
export type FetchImage = (url: string, signal: AbortSignal) => Promise<Response>;

export class MediaStore {
  constructor(
    private readonly mediaDir: string,
    private readonly fetchImage: FetchImage = (url, signal) =>
      fetch(url, { signal, redirect: 'follow' }),
  ) {}

  /** Stores image bytes; its media store path. */
  async store(bytes: Buffer): Promise<string> {
    if (bytes.length > MAX_IMAGE_BYTES) {
      throw new DomainError('too_large', 'catalogue.image_too_large', {
        max: MAX_IMAGE_BYTES / 1048576,
      });
    }
    let format: string | undefined;
    try {
      format = (await sharp(bytes).metadata()).format;
    } catch {
      throw new DomainError('invalid', 'catalogue.image_unreadable');
    }
    const extension = format ? FORMATS[format] : undefined;
    if (!extension) throw new DomainError('invalid', 'catalogue.image_type');
    const hash = createHash('sha256').update(bytes).digest('hex');
    const file = `/import/${hash.slice(0, 2)}/${hash}.${extension}`;
    const target = this.absolute(file);
    if (!(await exists(target))) {
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    }
    return file;
  }

  /** Fetches an image URL and stores it; a text saying why not when it cannot. */
  async fetchAndStore(url: string): Promise<{ file: string } | { problem: string }> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), DOWNLOAD_TIMEOUT_MS);
    try {
      const response = await this.fetchImage(url, controller.signal);
      if (!response.ok) return { problem: `${url} answered ${response.status}` };
      const length = Number(response.headers.get('content-length') ?? 0);
      if (length > MAX_IMAGE_BYTES) return { problem: `${url} is larger than 10 MB` };
      const bytes = Buffer.from(await response.arrayBuffer());
      return { file: await this.store(bytes) };
    } catch (error) {
      if (error instanceof DomainError) return { problem: `${url}: ${error.message}` };
      return { problem: `${url} could not be fetched` };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Whether a media store path names a file that is there. */
  async has(file: string): Promise<boolean> {
    try {
      return await exists(this.absolute(file));
    } catch {
      return false;
    }
  }

  private absolute(file: string): string {
    const root = resolve(this.mediaDir);
    const absolute = resolve(root, ...file.split('/').filter(Boolean));
    if (!absolute.startsWith(root + sep))
      throw new DomainError('invalid', 'catalogue.image_unreadable');
    return join(absolute);
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
