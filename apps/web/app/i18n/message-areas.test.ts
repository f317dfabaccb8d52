import { describe, expect, it } from 'vitest';

/**
 * The areas lib/message-areas.ts loads on demand. The server holds them all from the start, the
 * browser only once loaded: an area that gave a key of the catalogue every page gets another
 * text would render one text on the server and another in the browser (a hydration mismatch).
 */
const ON_DEMAND = new Set([
  'checkout',
  'errors',
  'birthlist-public',
  'in-store',
  'stores',
  'returns',
]);

const FILES = import.meta.glob<{ default: Record<string, string> }>('./*/*.json', { eager: true });

function catalogues(locale: string) {
  const always: Record<string, string> = {};
  const onDemand: [string, Record<string, string>][] = [];
  for (const [path, module] of Object.entries(FILES)) {
    const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match || match[1] !== locale) continue;
    if (ON_DEMAND.has(match[2] ?? '')) onDemand.push([match[2] ?? '', module.default]);
    else Object.assign(always, module.default);
  }
  return { always, onDemand };
}

describe('message areas loaded on demand', () => {
  for (const locale of ['nl-NL', 'de-DE']) {
    it(`never give a key every page has another text (${locale})`, () => {
      const { always, onDemand } = catalogues(locale);
      expect(onDemand.map(([area]) => area).sort()).toEqual([...ON_DEMAND].sort());
      const conflicts = onDemand.flatMap(([area, messages]) =>
        Object.entries(messages)
          .filter(([key, text]) => key in always && always[key] !== text)
          .map(([key]) => `${area}: ${key}`),
      );
      expect(conflicts).toEqual([]);
    });
  }
});

describe('the areas loaded on demand', () => {
  for (const locale of ['nl-NL', 'de-DE']) {
    it(`give a key one text across areas (${locale})`, () => {
      // The server holds every area at once: two areas with two texts for one key would render
      // one on the server and the other in the browser.
      const { onDemand } = catalogues(locale);
      const seen = new Map<string, { area: string; text: string }>();
      const conflicts: string[] = [];
      for (const [area, messages] of onDemand) {
        for (const [key, text] of Object.entries(messages)) {
          const earlier = seen.get(key);
          if (earlier && earlier.text !== text) conflicts.push(`${earlier.area}/${area}: ${key}`);
          else seen.set(key, { area, text });
        }
      }
      expect(conflicts).toEqual([]);
    });
  }
});

describe('the areas every page holds', () => {
  for (const locale of ['nl-NL', 'de-DE']) {
    it(`give a key one text, whichever area defines it (${locale})`, () => {
      // They are merged into one catalogue: a key two areas give two texts shows the later
      // area's text, and the other area's page reads a text its author did not choose.
      const seen = new Map<string, { area: string; text: string }>();
      const conflicts: string[] = [];
      for (const [path, module] of Object.entries(FILES)) {
        const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path);
        const area = match?.[2] ?? '';
        if (!match || match[1] !== locale || ON_DEMAND.has(area)) continue;
        for (const [key, text] of Object.entries(module.default)) {
          const earlier = seen.get(key);
          if (earlier && earlier.text !== text) conflicts.push(`${earlier.area}/${area}: ${key}`);
          else seen.set(key, { area, text });
        }
      }
      expect(conflicts).toEqual([]);
    });
  }
});
