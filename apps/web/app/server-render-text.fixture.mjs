/**
 * Renders the same pages with two builds of React DOM's production Node renderer and prints
 * what each wrote, as JSON: run with NODE_ENV=production (the renderer's React must be the
 * production one too). Arguments: the installed renderer's path, the edited one's.
 * Used by server-render-text.test.tsx.
 */
import { createRequire } from 'node:module';
import { Writable } from 'node:stream';

const require = createRequire(import.meta.url);
const { createElement: h, Suspense, use } = require('react');
const { preload } = require('react-dom');
const [installed, edited] = process.argv.slice(2).map((path) => require(path));

/** A value that comes a few turns of the event loop later, as a page's data does. */
function later(value, turns) {
  let promise = Promise.resolve(value);
  for (let turn = 0; turn < turns; turn++) {
    promise = promise.then((result) => new Promise((done) => setImmediate(() => done(result))));
  }
  return promise;
}

function Later({ value }) {
  return h('p', { title: use(value) }, use(value));
}

/** A document with the markup a page has: attributes, texts side by side, escapes, boundaries. */
function Page({ items, data }) {
  preload('/assets/hero.webp', { as: 'image', fetchPriority: 'high' });
  const cards = Array.from({ length: items }, (_, index) =>
    h(
      'li',
      { key: index, 'data-sku': `SKU-${index}`, 'aria-label': `Kaart ${index}` },
      h(
        'a',
        { href: `/p/SKU-${index}/kinderwagen?kleur=${index % 2 ? 'grün' : 'blauw'}` },
        'Größe ',
        index,
        ' – 🍼 ',
        '<b>',
        index % 7 === 0 ? 'x'.repeat(5000) : 'kort',
      ),
      h('input', { type: 'checkbox', defaultChecked: index % 3 === 0, readOnly: true }),
    ),
  );
  return h(
    'html',
    { lang: 'nl' },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('title', null, 'Kinderwagens — € 599,95 & meer'),
    ),
    h(
      'body',
      null,
      h('ul', { className: 'grid' }, cards),
      data.map((value, index) =>
        h(Suspense, { key: index, fallback: h('span', null, 'wachten…') }, h(Later, { value })),
      ),
      h('p', null, '\u2028 \u{1F476} '.repeat(3000)),
    ),
  );
}

const page = (items, turns) =>
  h(Page, { items, data: turns.map((turn, index) => later(`deel ${index} é`, turn)) });

/** Renders the tree whole (as the shop reads a page) or from its shell on: the bytes and writes. */
function render(renderer, tree, ready = 'onAllReady') {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const { pipe } = renderer.renderToPipeableStream(tree, {
      nonce: 'n0nce',
      bootstrapScriptContent: 'window.started = "ä"',
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      [ready]() {
        pipe(
          new Writable({
            write(chunk, _encoding, callback) {
              chunks.push(Buffer.from(chunk));
              callback();
            },
            final(callback) {
              resolve({ bytes: Buffer.concat(chunks), writes: chunks.length });
              callback();
            },
          }),
        );
      },
    });
  });
}

const compared = (name, before, after) => ({
  name,
  same: after.bytes.equals(before.bytes),
  bytes: after.bytes.length,
  writesBefore: before.writes,
  writesAfter: after.writes,
  text: after.bytes.toString('utf8'),
});

const results = [];
for (const [items, turns] of [
  [0, []],
  [3, [0]],
  [40, [1, 3, 2]],
  [200, [0, 5, 1, 8]],
]) {
  const name = `whole, ${items} items, ${turns.length} boundaries`;
  results.push(
    compared(
      name,
      await render(installed, page(items, turns)),
      await render(edited, page(items, turns)),
    ),
  );
}
results.push(
  compared(
    'from the shell on',
    await render(installed, page(60, [2, 6, 4]), 'onShellReady'),
    await render(edited, page(60, [2, 6, 4]), 'onShellReady'),
  ),
);
// Pages rendered at the same time: each flush writes only its own page.
const shapes = [
  [30, [3, 1]],
  [90, [1, 4, 2]],
  [5, [2]],
  [150, [5]],
];
const alone = [];
for (const [items, turns] of shapes) alone.push(await render(installed, page(items, turns)));
const together = await Promise.all(
  shapes.map(([items, turns]) => render(edited, page(items, turns))),
);
for (const [index, written] of together.entries()) {
  results.push(compared(`at the same time, page ${index}`, alone[index], written));
}
process.stdout.write(JSON.stringify(results));
