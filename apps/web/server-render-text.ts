/**
 * React's server renderer in the server build writes a page's markup as text and encodes it in
 * blocks.
 *
 * React DOM's Node renderer writes every piece of markup (a tag's start, an attribute, a text)
 * into a 4 KB byte view as it goes: each string is encoded into a new sub-view of it by
 * `TextEncoder.encodeInto`, each of its precomputed pieces (`<div`, `>`, ...) is a byte array
 * copied in. A category page has thousands of such pieces, and their writing took 11 % of the
 * worker's CPU (`writeChunk`, `encodeInto`). The server build bundles a copy of that renderer
 * whose precomputed pieces are strings and whose writing appends every string to one text,
 * encoded as one buffer whenever it holds 8,192 characters and at the end of each flush. A byte
 * array given to it (none of the storefront's) is written after the text before it. The bytes
 * are the same, in the same order; React's byte counts of a segment (`byteLengthOfChunk`) count
 * the same UTF-8 bytes of a string as of its bytes.
 *
 * The renderer writes only between the start and the end of a flush, which always ends by
 * writing what it holds (`completeWriting`, in a `finally`): the text is module state, as the
 * byte view is, and a flush starts with none.
 *
 * The entry imports the renderer as `react-dom/server.node`, which this build resolves to the
 * edited copy when React runs its production build (the shop; the tests that load the server
 * build run React's development build and get the installed renderer); everything else (the
 * page's `react-dom`, `renderToString`) stays the installed package. The code is edited where it
 * is matched exactly; a React DOM whose code differs stops the build with the name of the edit,
 * to be looked at again (its test says the same).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The specifier the entry imports the renderer by. */
const RENDERER = 'react-dom/server.node';

/** React DOM's production Node renderer, as installed. */
export const RENDERER_PRODUCTION = join(
  dirname(createRequire(import.meta.url).resolve('react-dom/package.json')),
  'cjs/react-dom-server.node.production.js',
);

/** Encoded once it holds this many characters (at most three bytes each). */
const TEXT_BLOCK_CHARS = 8192;

const TEXT_WRITING = `var shopPendingText = "";
function writeChunk(destination, chunk) {
  if ("string" === typeof chunk) {
    shopPendingText += chunk;
    ${TEXT_BLOCK_CHARS} <= shopPendingText.length && shopWritePendingText(destination);
  } else if (0 !== chunk.byteLength) {
    shopWritePendingText(destination);
    writeToDestination(destination, chunk);
  }
}
function shopWritePendingText(destination) {
  if ("" !== shopPendingText) {
    var text = shopPendingText;
    shopPendingText = "";
    writeToDestination(destination, Buffer.from(text, "utf8"));
  }
}
`;

interface Edit {
  name: string;
  find: RegExp;
  replace: string;
  /** How many places the edit makes. */
  count: number;
}

export const RENDER_TEXT_EDITS: readonly Edit[] = [
  {
    // From the writer's start to the next function: the byte view's writer, as installed.
    name: 'writeChunk',
    find: /function writeChunk\(destination, chunk\) \{(?:(?!\nfunction )[\s\S])*?textEncoder\.encodeInto\((?:(?!\nfunction )[\s\S])*?new Uint8Array\(4096\)(?:(?!\nfunction )[\s\S])*?\n\}\n(?=function writeToDestination\()/,
    replace: TEXT_WRITING,
    count: 1,
  },
  {
    name: 'completeWriting',
    find: /function completeWriting\(destination\) \{\s*currentView &&\s*0 < writtenBytes &&\s*destination\.write\(currentView\.subarray\(0, writtenBytes\)\);/,
    replace: 'function completeWriting(destination) {\n  shopWritePendingText(destination);',
    count: 1,
  },
  {
    name: 'stringToPrecomputedChunk',
    find: /function stringToPrecomputedChunk\(content\) \{\s*return textEncoder\.encode\(content\);\s*\}/,
    replace: 'function stringToPrecomputedChunk(content) {\n  return content;\n}',
    count: 1,
  },
  {
    // A flush starts with no text, as it started with a new byte view.
    name: 'flushCompletedQueues',
    find: /currentView = new Uint8Array\(4096\);/g,
    replace: 'shopPendingText = "";',
    count: 2,
  },
];

/** The renderer's code with the edits made; throws when an edit does not find its code. */
export function writeRenderedText(code: string): string {
  let result = code;
  for (const edit of RENDER_TEXT_EDITS) {
    const found = result.match(new RegExp(edit.find.source, 'g'))?.length ?? 0;
    if (found !== edit.count) {
      throw new Error(
        `${RENDERER_PRODUCTION}: React DOM's ${edit.name} is not the code expected here`,
      );
    }
    result = result.replace(edit.find, edit.replace);
  }
  return result;
}

/** The module the entry's renderer comes from in the server build. */
const RENDERER_CHOICE = '\0shop:server-renderer';

/** The Vite plugin of the server build: the entry's renderer is the edited copy, bundled. */
export function serverRenderWritesText(): Plugin {
  return {
    name: 'shop:server-render-writes-text',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    resolveId(source) {
      if (source === RENDERER) return RENDERER_CHOICE;
      return source === RENDERER_PRODUCTION ? { id: RENDERER_PRODUCTION, external: false } : null;
    },
    load(id) {
      if (id !== RENDERER_CHOICE) return null;
      // React's packages choose their production build by the same test; the server build also
      // runs in the tests, with React's development build, and then renders with the installed
      // renderer of that build.
      return [
        `import { renderToPipeableStream as edited } from ${JSON.stringify(RENDERER_PRODUCTION)};`,
        "import { renderToPipeableStream as installed } from 'react-dom/server';",
        "export const renderToPipeableStream = process.env.NODE_ENV === 'production' ? edited : installed;",
      ].join('\n');
    },
    transform(code, id) {
      return id === RENDERER_PRODUCTION ? { code: writeRenderedText(code), map: null } : null;
    },
  };
}
