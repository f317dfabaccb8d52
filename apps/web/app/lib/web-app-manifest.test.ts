import { STORE_VIEWS } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { createTranslator } from './i18n.ts';
import { manifestPath, manifestStoreCode, webAppManifest } from './web-app-manifest.ts';

describe('web app manifest per store view', () => {
  it('answers only the two manifest paths', () => {
    expect(manifestStoreCode('/manifest.webmanifest')).toBe('nl');
    expect(manifestStoreCode('/de/manifest.webmanifest')).toBe('de');
    expect(manifestStoreCode('/fr/manifest.webmanifest')).toBeNull();
    expect(manifestStoreCode('/manifest.json')).toBeNull();
    expect(manifestPath(STORE_VIEWS.nl)).toBe('/manifest.webmanifest');
    expect(manifestPath(STORE_VIEWS.de)).toBe('/de/manifest.webmanifest');
  });

  it.each([
    ['nl', '/', 'nl'],
    ['de', '/de/', 'de'],
  ] as const)(
    'the %s app starts at %s, stays in that scope and speaks its language',
    (code, start, lang) => {
      const view = STORE_VIEWS[code];
      const manifest = webAppManifest(view, createTranslator(view.locale));
      expect(manifest).toMatchObject({
        id: start,
        start_url: start,
        scope: start,
        lang,
        display: 'standalone',
        theme_color: '#e2007a',
        short_name: 'Kindershop',
      });
      expect(manifest.name).not.toContain('Baby and child products');
      expect(manifest.shortcuts.every((shortcut) => shortcut.url.startsWith(start))).toBe(true);
    },
  );

  it('names icons of 192 and 512 px, for any use and maskable (installability)', () => {
    const { icons } = webAppManifest(STORE_VIEWS.nl, createTranslator('nl-NL'));
    for (const purpose of ['any', 'maskable']) {
      const sizes = icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
      expect(sizes).toEqual(['192x192', '512x512']);
    }
    expect(icons.every((icon) => icon.type === 'image/png')).toBe(true);
  });
});
