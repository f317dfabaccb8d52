import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  RENDER_TEXT_EDITS,
  RENDERER_PRODUCTION,
  writeRenderedText,
} from '../server-render-text.ts';

interface Compared {
  name: string;
  same: boolean;
  bytes: number;
  writesBefore: number;
  writesAfter: number;
  text: string;
}

const code = readFileSync(RENDERER_PRODUCTION, 'utf8');

/**
 * The fixture's pages rendered by the installed renderer and by a copy with the edits made,
 * where `react` resolves as in the app. The production renderer needs the production React,
 * which the tests' own process does not load: the fixture runs in a process of its own.
 */
function renderBoth(): Compared[] {
  const cache = resolve(import.meta.dirname, '../../../node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const folder = mkdtempSync(join(cache, 'server-render-text-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const edited = join(folder, 'renderer.cjs');
  writeFileSync(edited, writeRenderedText(code));
  const run = spawnSync(
    process.execPath,
    [join(import.meta.dirname, 'server-render-text.fixture.mjs'), RENDERER_PRODUCTION, edited],
    { env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 },
  );
  if (run.status !== 0) throw new Error(`the fixture failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as Compared[];
}

describe('the server build renderer that writes text in blocks', () => {
  it('makes every edit, each in its own place', () => {
    const result = writeRenderedText(code);
    for (const edit of RENDER_TEXT_EDITS) expect(edit.find.test(result), edit.name).toBe(false);
    expect(result).toContain('shopWritePendingText(destination);');
  });

  it('stops at a renderer whose code is not the code expected', () => {
    expect(() =>
      writeRenderedText(code.replace('return textEncoder.encode(content);', 'return content;')),
    ).toThrow(/stringToPrecomputedChunk is not the code expected/);
    expect(() =>
      writeRenderedText(code.replace(/new Uint8Array\(4096\)/g, 'new Uint8Array(2048)')),
    ).toThrow(/writeChunk is not the code expected/);
  });

  const results = renderBoth();

  it('writes the same bytes as the installed renderer: pages read whole, from the shell on, and rendered at the same time', () => {
    expect(results.map(({ name }) => name)).toEqual([
      'whole, 0 items, 0 boundaries',
      'whole, 3 items, 1 boundaries',
      'whole, 40 items, 3 boundaries',
      'whole, 200 items, 4 boundaries',
      'from the shell on',
      'at the same time, page 0',
      'at the same time, page 1',
      'at the same time, page 2',
      'at the same time, page 3',
    ]);
    for (const result of results) expect(result.same, result.name).toBe(true);
    const [, three, , , shell] = results;
    expect(three?.text).toContain('<p title="deel 0 é">deel 0 é</p>');
    expect(three?.text).toContain('Größe <!-- -->1<!-- --> – 🍼 <!-- -->&lt;b&gt;');
    // From the shell on, the boundaries came after the shell, revealed by script.
    expect(shell?.text).toContain('<template id="');
  });

  it('encodes a large page in a few blocks of text, not piece by piece', () => {
    const large = results.find(({ name }) => name === 'whole, 200 items, 4 boundaries');
    expect(large?.bytes).toBeGreaterThan(100_000);
    expect(large?.writesAfter).toBeLessThanOrEqual(Math.ceil((large?.bytes ?? 0) / 8192) + 2);
    expect(large?.writesBefore).toBeGreaterThan(Math.floor((large?.bytes ?? 0) / 4096) - 2);
  });
});
