import { STORE_VIEWS } from '@shop/core';
import { describe, expect, it } from 'vitest';
import {
  categoryMenuEntries,
  resolveTheme,
  siteThemeHref,
  siteThemeVersion,
} from './site-theme.server.ts';

const link = (cached_url: string, linktype: 'story' | 'url' = 'story') => ({
  url: linktype === 'url' ? cached_url : '',
  cached_url,
  linktype,
});

describe('the theme of a store view (secondary-areas §3 theme config, menu node)', () => {
  const theme = {
    menu: [
      {
        _uid: 'm1',
        component: 'menu_node' as const,
        name: 'Kinderwagens',
        link: link('/c/kinderwagen', 'url'),
        children: [
          {
            _uid: 'm2',
            component: 'menu_node' as const,
            name: 'Aktionen',
            link: link('de/aktionen/sommer'),
            children: [],
          },
        ],
      },
      // A node leading nowhere is left out.
      { _uid: 'm3', component: 'menu_node' as const, name: 'Leer', link: link(''), children: [] },
    ],
    footer: [
      {
        _uid: 'f1',
        component: 'link_group' as const,
        kind: 'legal' as const,
        title: 'Rechtliches',
        links: [
          { _uid: 'l1', component: 'link_item' as const, text: 'AGB', link: link('de/agb') },
          {
            _uid: 'l2',
            component: 'link_item' as const,
            text: 'Extern',
            link: { ...link('https://example.org', 'url'), target: '_blank' as const },
          },
        ],
      },
    ],
    search: [
      {
        _uid: 's1',
        component: 'search_suggestion' as const,
        text: 'Autositze',
        link: link('/c/autositze', 'url'),
      },
    ],
  };

  it('resolves every link to the store view’s paths', () => {
    const resolved = resolveTheme(theme, STORE_VIEWS.de, () => []);
    expect(resolved.menu).toEqual([
      {
        name: 'Kinderwagens',
        to: '/de/c/kinderwagen',
        children: [{ name: 'Aktionen', to: '/de/aktionen/sommer' }],
      },
    ]);
    expect(resolved.footer?.[0]?.links).toEqual([
      { text: 'AGB', to: '/de/agb' },
      { text: 'Extern', to: 'https://example.org', external: true, newTab: true },
    ]);
    expect(resolved.search).toEqual([{ text: 'Autositze', to: '/de/c/autositze' }]);
  });

  it('resolves a read theme once per store view', () => {
    const nl = resolveTheme(theme, STORE_VIEWS.nl, () => []);
    expect(resolveTheme(theme, STORE_VIEWS.nl, () => [])).toBe(nl);
    const de = resolveTheme(theme, STORE_VIEWS.de, () => []);
    expect(de).not.toBe(nl);
    expect(de.menu[0]?.to).toBe('/de/c/kinderwagen');
    // A new read (the theme changed) is resolved anew.
    const changed = { ...theme, search: [] };
    expect(resolveTheme(changed, STORE_VIEWS.de, () => []).search).toEqual([]);
  });

  it('falls back to the category menu only without a theme story', () => {
    const categories = categoryMenuEntries(
      [{ name: 'Kinderwagens', slug: 'kinderwagens', children: [] }],
      STORE_VIEWS.nl,
    );
    expect(resolveTheme(null, STORE_VIEWS.nl, () => categories)).toEqual({
      menu: [{ name: 'Kinderwagens', to: '/c/kinderwagens' }],
      footer: null,
      search: [],
    });
    expect(
      resolveTheme({ menu: [], footer: [], search: [] }, STORE_VIEWS.nl, () => categories).menu,
    ).toEqual([]);
  });
});

describe('the theme file', () => {
  const theme = {
    menu: [{ name: 'Kinderwagens', to: '/c/kinderwagens' }],
    footer: null,
    search: [],
  };

  it('is named by its content: the same theme the same name, another theme another', () => {
    const version = siteThemeVersion(theme);
    expect(version).toMatch(/^[\w-]{16}$/);
    expect(siteThemeVersion(structuredClone(theme))).toBe(version);
    const renamed = { ...theme, menu: [{ name: 'Buggys', to: '/c/kinderwagens' }] };
    expect(siteThemeVersion(renamed)).not.toBe(version);
    expect(siteThemeHref(STORE_VIEWS.de, theme)).toBe(`/site-theme/de.json?v=${version}`);
    expect(siteThemeHref(STORE_VIEWS.nl, theme)).toBe(`/site-theme/nl.json?v=${version}`);
  });
});
