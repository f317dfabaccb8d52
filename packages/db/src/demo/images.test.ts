import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COLOURS } from './attributes.ts';
import { generateCatalog, generateCatalogSlices } from './generate.ts';
import {
  addMediaFiles,
  DRAWN_KINDS,
  listMediaFiles,
  type MediaFileSpec,
  parseMediaPath,
  renderCategoryImage,
  renderProductImage,
  writeMediaStore,
} from './images.ts';
import { KINDS } from './kinds.ts';

const NOW = new Date('2025-06-15T10:30:00.000Z');

/** Tags open and close in order, every attribute value is quoted. */
function isWellFormed(svg: string): boolean {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g)) {
    const [, closing, name, , selfClosing] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) stack.push(name);
  }
  const stripped = svg
    .replace(/<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g, '')
    .trim();
  return stack.length === 0 && stripped === '';
}

describe('renderProductImage', () => {
  it('draws every kind of the catalogue (and unknown kinds) as well-formed 600x744 SVG', () => {
    const kinds = [...new Set([...KINDS.map((k) => k.key), ...DRAWN_KINDS, 'unknown-kind'])];
    for (const kind of kinds) {
      for (const view of [1, 2, 3]) {
        const svg = renderProductImage(kind, '#c9908f', view);
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg).toContain('viewBox="0 0 600 744"');
        expect(isWellFormed(svg), `${kind} view ${view}`).toBe(true);
      }
    }
  });

  it('has a drawing of its own for every product kind', () => {
    for (const kind of KINDS) expect(DRAWN_KINDS, kind.key).toContain(kind.key);
  });

  it('uses the product colour and gives each view its own picture', () => {
    const views = [1, 2, 3].map((v) => renderProductImage('stroller', '#24395c', v));
    expect(views[0]).toContain('#24395c');
    expect(new Set(views).size).toBe(3);
    expect(renderProductImage('stroller', '#24395c', 1)).toBe(views[0]);
  });

  it('can be rasterised by sharp', async () => {
    const sharp = await import('sharp').then((m) => m.default).catch(() => null);
    if (!sharp) return;
    const png = await sharp(Buffer.from(renderProductImage('teddy-bear', '#9a5b2e', 1)))
      .png()
      .toBuffer();
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([600, 744]);
    const stats = await sharp(png).stats();
    expect(stats.channels[0]?.stdev ?? 0).toBeGreaterThan(5);
    const category = await sharp(
      Buffer.from(renderCategoryImage('stroller', '#24395c')),
    ).metadata();
    expect(category.format).toBe('svg');
  });
});

describe('media store', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('lists a finite shared set of images that does not grow with the catalogue', () => {
    const small = listMediaFiles(generateCatalog({ now: NOW }));
    const large = listMediaFiles(generateCatalog({ products: 20_000, now: NOW }));
    const bound = DRAWN_KINDS.length * COLOURS.length * 3 + 100;
    expect(small.size).toBeGreaterThan(200);
    expect(large.size).toBeLessThan(bound);
    expect(large.size).toBeLessThan(20_000 / 5);
    for (const [file, spec] of large) expect(parseMediaPath(file)).toEqual(spec);
  });

  it('lists the same images slice by slice as of the whole catalogue', () => {
    const files = new Map<string, MediaFileSpec>();
    for (const slice of generateCatalogSlices({ now: NOW }, 100)) addMediaFiles(files, slice);
    expect(files).toEqual(listMediaFiles(generateCatalog({ now: NOW })));
  });

  it('writes every referenced image once and skips unchanged files', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'demo-media-'));
    dirs.push(dir);
    const catalog = generateCatalog({ products: 80, now: NOW });
    const files = listMediaFiles(catalog);
    expect(await writeMediaStore(dir, files)).toBe(files.size);
    for (const p of catalog.products) {
      for (const m of p.media) expect(existsSync(join(dir, m.file)), m.file).toBe(true);
    }
    for (const c of catalog.categories)
      if (c.image) expect(existsSync(join(dir, c.image))).toBe(true);
    expect(await writeMediaStore(dir, files)).toBe(0);
    const first = [...files.keys()][0] as string;
    await writeFile(join(dir, first), 'stale');
    expect(await writeMediaStore(dir, files)).toBe(1);
    expect((await readFile(join(dir, first), 'utf8')).startsWith('<svg')).toBe(true);
  });
});
