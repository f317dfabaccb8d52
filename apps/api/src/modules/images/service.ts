/**
 * Product and category images, as WebP, at the sizes the storefront uses (IMAGE_SIZES: cart
 * and product thumbnails, gallery, colour relations; any other size is refused), from the
 * shop's media store only. A resized image is written to a disk cache once (atomically, one resize per file
 * even under concurrent requests) and served from there afterwards.
 */
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { IMAGE_SIZES } from '@shop/core';
import sharp from 'sharp';
import { DomainError, invalid, notFound } from '../../lib/errors.ts';

const SOURCE_TYPES = new Set(['.svg', '.png', '.jpg', '.jpeg', '.webp']);

export class ImageService {
  readonly #inFlight = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly mediaDir: string,
    private readonly cacheDir: string,
  ) {}

  /** The WebP bytes of `path` (inside the media store) at width × height. */
  async resize(width: number, height: number, path: string): Promise<Buffer> {
    if (!IMAGE_SIZES.some((size) => size.width === width && size.height === height)) {
      const allowed = IMAGE_SIZES.map((size) => `${size.width}x${size.height}`).join(', ');
      throw invalid('image.size_not_offered', { width, height, allowed });
    }
    const source = this.sourcePath(path);
    const target = join(this.cacheDir, `${width}x${height}`, `${source.relative}.webp`);
    const cached = await readFile(target).catch(() => null);
    if (cached) return cached;
    let job = this.#inFlight.get(target);
    if (!job) {
      job = this.render(source.absolute, target, width, height).finally(() =>
        this.#inFlight.delete(target),
      );
      this.#inFlight.set(target, job);
    }
    return job;
  }

  private sourcePath(path: string): { absolute: string; relative: string } {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      throw invalid('image.path_invalid');
    }
    const segments = decoded.split('/').filter(Boolean);
    if (
      segments.length === 0 ||
      decoded.includes('\0') ||
      segments.some((segment) => segment === '..' || segment === '.')
    ) {
      throw invalid('image.path_invalid');
    }
    if (!SOURCE_TYPES.has(extname(decoded).toLowerCase())) {
      throw invalid('image.type_not_served');
    }
    const root = resolve(this.mediaDir);
    const absolute = resolve(root, ...segments);
    if (!absolute.startsWith(root + sep)) throw invalid('image.path_invalid');
    return { absolute, relative: segments.join('/') };
  }

  private async render(source: string, target: string, width: number, height: number) {
    const info = await stat(source).catch(() => null);
    if (!info?.isFile()) throw notFound('image.not_found');
    let output: Buffer;
    try {
      // Pad with the picture's own corner colour, so a portrait drawing in a square thumbnail
      // shows no bars.
      const corner = await sharp(source, { density: 144 })
        .flatten({ background: '#ffffff' })
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .raw()
        .toBuffer();
      const background = { r: corner[0] ?? 255, g: corner[1] ?? 255, b: corner[2] ?? 255 };
      output = await sharp(source, { density: 144 })
        .resize(width, height, { fit: 'contain', background })
        .flatten({ background })
        .webp({ quality: 80 })
        .toBuffer();
    } catch {
      throw new DomainError('invalid', 'image.unreadable');
    }
    await mkdir(dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, output);
    await rename(temporary, target);
    return output;
  }
}
