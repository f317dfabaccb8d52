import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { throughInChunks } from './html-chunks.fixture.ts';
import { createPaintFirstTransform, paintFirst, paintFirstStarter } from './paint-first.server.ts';

const NONCE = 'abc+/=';
/** React Router's inline module script as it stands in the HTML ('<' of its data escaped). */
const BOOTSTRAP = `;\nimport * as route0 from "/assets/root-1.js";\nwindow.__x = {"a":"\\u003c/b"};\nimport("/assets/entry.client-1.js");`;

/** A document as React Router renders it (the parts the rewrite touches). */
const DOCUMENT = [
  '<!DOCTYPE html><html lang="nl"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/assets/messages-nl-NL-1.json" as="fetch" crossorigin="anonymous"/>',
  '<link rel="preload" href="/site-theme/nl.json?v=1" as="fetch" crossorigin="anonymous" data-site-theme=""/>',
  `<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/shell-1.js?a=1&amp;b=2" nonce="${NONCE}"/>`,
  `<link nonce="${NONCE}" rel="stylesheet" href="/assets/app-1.css"/>`,
  '</head><body><main><p>Kinderwagens &lt;nieuw&gt; 2 &lt; 3</p></main>',
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`,
  `<script nonce="${NONCE}" type="module" async="">${BOOTSTRAP}</script>`,
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.enqueue("[1]");</script>`,
  '</body></html>',
].join('');

/** The document through the transform, cut into chunks of `size` bytes. */
function rewritten(html: string, size: number): Promise<string> {
  return throughInChunks(createPaintFirstTransform(NONCE), html, size);
}

/** A link of the document as the starter finds it by its attribute. */
interface WaitingLink {
  rel?: string;
  attributes: Set<string>;
  removeAttribute(name: string): void;
}

function waitingLink(): WaitingLink {
  const attributes = new Set(['data-preload-after-paint']);
  return { attributes, removeAttribute: (name) => attributes.delete(name) };
}

/** What a browser the starter runs in can do, beyond animation frames and timers. */
interface StarterBrowser {
  visibilityState?: 'visible' | 'hidden';
  waiting?: WaitingLink[];
  /** Whether it reports paints (Paint Timing); true by default. */
  paintTiming?: boolean;
  /** Its local storage; none (storage refused) when null. */
  storage?: Map<string, string> | null;
}

/**
 * Runs a starter script in a minimal document; returns what it added (elements and font faces)
 * and when, with the animation frames, the timers and the paint observers it left waiting.
 */
function runStarter(
  html: string,
  {
    visibilityState = 'visible',
    waiting = [],
    paintTiming = true,
    storage = new Map(),
  }: StarterBrowser = {},
) {
  const added: { tag: string; parent: string; props: Record<string, unknown> }[] = [];
  const frames: (() => void)[] = [];
  const tasks: { callback: () => void; delay: number }[] = [];
  const observers: { report(name: string): void; disconnected: boolean }[] = [];
  const fontLoads: { resolve(): void }[] = [];
  const element = (tag: string) => ({ tag, props: {} as Record<string, unknown> });
  const parent = (name: string) => ({
    appendChild: (node: { tag: string; props: Record<string, unknown> }) =>
      added.push({ tag: node.tag, parent: name, props: node.props }),
  });
  const proxy = (tag: string) => {
    const node = element(tag);
    return new Proxy(node, {
      set: (target, key, value) => {
        target.props[String(key)] = value;
        return true;
      },
    });
  };
  const document = {
    visibilityState,
    head: parent('head'),
    body: parent('body'),
    createElement: proxy,
    querySelectorAll: (selector: string) =>
      selector === 'link[data-preload-after-paint]'
        ? waiting.filter((link) => link.attributes.has('data-preload-after-paint'))
        : [],
    fonts: {
      add: (face: { family: string; source: string; descriptors: unknown }) =>
        added.push({ tag: 'font', parent: 'fonts', props: { ...face } }),
    },
  };
  class FontFace {
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: unknown,
    ) {}
    load() {
      return new Promise<void>((resolve) => fontLoads.push({ resolve }));
    }
  }
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'navigation'];
    disconnected = false;
    constructor(private readonly callback: (list: unknown) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      observers.push(this);
    }
    report(name: string) {
      this.callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) });
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  const localStorage = {
    getItem(key: string) {
      if (!storage) throw new Error('SecurityError');
      return storage.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (!storage) throw new Error('SecurityError');
      storage.set(key, value);
    },
  };
  const code = /<script[^>]*>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
  const global: Record<string, unknown> = {
    document,
    FontFace,
    localStorage,
    Promise,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay: number) => tasks.push({ callback, delay }),
  };
  if (paintTiming) global.PerformanceObserver = PerformanceObserver;
  global.window = global;
  runInNewContext(code, global);
  return { added, frames, tasks, observers, fontLoads };
}

/** The brand typeface as the entry gives it to the rewrite. */
const FONT = { family: 'Nunito', href: '/assets/nunito-1.woff2', weight: '200 1000' };

describe('paint-first rewrite of the document', () => {
  it('moves the module preloads and the hydration start out of the HTML, whatever the chunks', async () => {
    for (const size of [1, 2, 7, 64, 100_000]) {
      const html = await rewritten(DOCUMENT, size);
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(html).not.toContain('type="module" async');
      expect(html.match(/<script/g)).toHaveLength(3);
      // Everything else is unchanged and in place.
      expect(html).toContain(`<link nonce="${NONCE}" rel="stylesheet" href="/assets/app-1.css"/>`);
      expect(html).toContain('<p>Kinderwagens &lt;nieuw&gt; 2 &lt; 3</p>');
      // The head's fetch preloads stay, in place, without their rel until the first frame.
      expect(html).not.toContain('<link rel="preload"');
      expect(html).toContain(
        '<head><meta charSet="utf-8"/><link data-preload-after-paint="" href="/assets/messages-nl-NL-1.json" as="fetch" crossorigin="anonymous"/><link data-preload-after-paint="" href="/site-theme/nl.json?v=1" as="fetch" crossorigin="anonymous" data-site-theme=""/>',
      );
      expect(html.indexOf('window.__reactRouterContext = {}')).toBeLessThan(
        html.indexOf('enqueue("[1]")'),
      );
      expect(html).toContain(
        paintFirstStarter(
          BOOTSTRAP,
          ['/assets/entry.client-1.js', '/assets/shell-1.js?a=1&b=2'],
          NONCE,
        ),
      );
    }
  });

  it('rewrites a whole document as it rewrites the same document streamed', async () => {
    expect(paintFirst(DOCUMENT, NONCE)).toBe(await rewritten(DOCUMENT, 7));
    expect(paintFirst(DOCUMENT, NONCE)).not.toContain('<link rel="modulepreload"');
  });

  it('leaves a document without React Router scripts as it is', async () => {
    const html = '<!DOCTYPE html><html><body><p>Niet gevonden</p></body></html>';
    expect(await rewritten(html, 5)).toBe(html);
    expect(paintFirst(html, NONCE)).toBe(html);
  });

  it('starts hydration only once the first paint is reported: preloads, then the same module script', async () => {
    const html = await rewritten(DOCUMENT, 64);
    const starter = /<script nonce="[^"]*">\(function[\s\S]*?<\/script>/.exec(html)?.[0] ?? '';
    expect(starter).toContain(`<script nonce="${NONCE}">`);
    const links = [waitingLink(), waitingLink()];
    const run = runStarter(starter, { waiting: links });
    expect(run.added).toEqual([]);
    // The first frame alone starts nothing: the paint may not be on the screen yet.
    run.frames.shift()?.();
    expect(run.added).toEqual([]);
    expect(run.tasks.map((task) => task.delay)).toEqual([250]);
    run.observers[0]?.report('first-paint');
    expect(run.tasks).toHaveLength(1);
    run.observers[0]?.report('first-contentful-paint');
    expect(run.observers[0]?.disconnected).toBe(true);
    expect(links.map((link) => link.rel)).toEqual([undefined, undefined]);
    expect(run.tasks.map((task) => task.delay)).toEqual([250, 0]);
    run.tasks.pop()?.callback();
    // The fetch preloads are preloads again, without the attribute that held them back.
    expect(links.map((link) => link.rel)).toEqual(['preload', 'preload']);
    expect(links.map((link) => link.attributes.size)).toEqual([0, 0]);
    expect(run.added).toEqual([
      {
        tag: 'link',
        parent: 'head',
        props: { rel: 'modulepreload', href: '/assets/entry.client-1.js', nonce: NONCE },
      },
      {
        tag: 'link',
        parent: 'head',
        props: { rel: 'modulepreload', href: '/assets/shell-1.js?a=1&b=2', nonce: NONCE },
      },
      {
        tag: 'script',
        parent: 'body',
        props: { type: 'module', nonce: NONCE, textContent: BOOTSTRAP },
      },
    ]);
    // The wait that would have started it without a report finds it started.
    run.tasks.pop()?.callback();
    expect(run.added).toHaveLength(3);
  });

  it('starts a frame and 250 ms later when no paint is reported, a frame later without Paint Timing', () => {
    const unreported = runStarter(paintFirstStarter('import("/a.js");', [], NONCE));
    unreported.frames.shift()?.();
    unreported.tasks.shift()?.callback();
    expect(unreported.added.map((node) => node.tag)).toEqual(['script']);

    const withoutPaintTiming = runStarter(paintFirstStarter('import("/a.js");', [], NONCE), {
      paintTiming: false,
    });
    expect(withoutPaintTiming.added).toEqual([]);
    withoutPaintTiming.frames.shift()?.();
    expect(withoutPaintTiming.tasks.map((task) => task.delay)).toEqual([0]);
    withoutPaintTiming.tasks.shift()?.callback();
    expect(withoutPaintTiming.added.map((node) => node.tag)).toEqual(['script']);
  });

  it('starts at once in a background tab, which draws no frames', () => {
    const run = runStarter(paintFirstStarter('import("/a.js");', [], NONCE), {
      visibilityState: 'hidden',
    });
    expect(run.frames).toEqual([]);
    expect(run.added.map((node) => node.tag)).toEqual(['script']);
  });

  it('preloads each script once', () => {
    const code = 'import("/assets/entry.client-1.js");';
    const run = runStarter(paintFirstStarter(code, ['/a.js', '/b.js', '/a.js'], NONCE), {
      visibilityState: 'hidden',
    });
    expect(run.added.map((node) => node.props.href ?? node.tag)).toEqual([
      '/a.js',
      '/b.js',
      'script',
    ]);
    expect(run.added[2]?.props.textContent).toBe(code);
  });

  it('loads the web fonts after the first paint without adding them, and notes them once loaded', async () => {
    const storage = new Map<string, string>();
    const html = paintFirst(DOCUMENT, NONCE, [FONT]);
    const starter = /<script nonce="[^"]*">\(function[\s\S]*?<\/script>/.exec(html)?.[0] ?? '';
    const run = runStarter(starter, { storage });
    run.frames.shift()?.();
    expect(run.fontLoads).toEqual([]);
    run.observers[0]?.report('first-contentful-paint');
    run.tasks.pop()?.callback();
    // The page keeps the typeface it was drawn in: the file only loads, into the cache.
    expect(run.added.map((node) => node.tag)).toEqual(['link', 'link', 'script']);
    expect(run.fontLoads).toHaveLength(1);
    expect(storage.size).toBe(0);
    run.fontLoads[0]?.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect([...storage]).toEqual([['paint-first-fonts', '/assets/nunito-1.woff2']]);
  });

  it('adds the web fonts at once, optional, where this browser loaded the same files before', () => {
    const starter = paintFirstStarter('import("/a.js");', [], NONCE, [FONT]);
    const before = runStarter(starter, {
      storage: new Map([['paint-first-fonts', '/assets/nunito-1.woff2']]),
    });
    expect(before.added).toEqual([
      {
        tag: 'font',
        parent: 'fonts',
        props: {
          family: 'Nunito',
          source: 'url("/assets/nunito-1.woff2") format("woff2")',
          descriptors: { weight: '200 1000', display: 'optional' },
        },
      },
    ]);
    before.observers[0]?.report('first-contentful-paint');
    before.tasks.pop()?.callback();
    expect(before.added.map((node) => node.tag)).toEqual(['font', 'script']);
    expect(before.fontLoads).toHaveLength(1);

    // Other files (a new build) or no storage at all: only loaded, after the first paint.
    for (const storage of [new Map([['paint-first-fonts', '/assets/nunito-0.woff2']]), null]) {
      const run = runStarter(starter, { storage });
      expect(run.fontLoads).toEqual([]);
      run.observers[0]?.report('first-contentful-paint');
      run.tasks.pop()?.callback();
      expect(run.added.map((node) => node.tag)).toEqual(['script']);
      expect(run.fontLoads).toHaveLength(1);
    }
  });
});
