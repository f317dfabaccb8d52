import { STORE_VIEWS } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { storyLinkHref, storyLinkTarget } from './story-link.ts';

const nl = STORE_VIEWS.nl;
const de = STORE_VIEWS.de;

describe('a Storyblok link in the storefront (secondary-areas §3 link)', () => {
  it('leads a story link to the story’s path in its own store view', () => {
    expect(storyLinkHref({ linktype: 'story', cached_url: 'nl/over-ons' }, nl)).toBe('/over-ons');
    expect(storyLinkHref({ linktype: 'story', cached_url: 'de/ueber-uns' }, de)).toBe(
      '/de/ueber-uns',
    );
    expect(storyLinkHref({ linktype: 'story', cached_url: 'de/home' }, de)).toBe('/de');
    expect(storyLinkHref({ linktype: 'story', cached_url: 'nl/home/' }, nl)).toBe('/');
    // A story outside the store folders is shown in the page's store view.
    expect(storyLinkHref({ linktype: 'story', cached_url: 'shared/faq' }, de)).toBe(
      '/de/shared/faq',
    );
    expect(storyLinkHref({ linktype: 'story', cached_url: 'nl/blog', anchor: 'nieuw' }, nl)).toBe(
      '/blog#nieuw',
    );
  });

  it('localises internal URLs to the page’s store view, once', () => {
    expect(storyLinkHref({ linktype: 'url', url: '/c/kinderwagens' }, de)).toBe(
      '/de/c/kinderwagens',
    );
    expect(storyLinkHref({ linktype: 'url', url: '/de/c/kinderwagen' }, de)).toBe(
      '/de/c/kinderwagen',
    );
    expect(storyLinkHref({ linktype: 'url', url: 'storelocator' }, nl)).toBe('/storelocator');
    expect(storyLinkTarget({ linktype: 'url', url: '/search' }, nl)).toEqual({
      internal: '/search',
    });
  });

  it('keeps other sites as external links and never passes script URLs', () => {
    expect(
      storyLinkTarget({ linktype: 'url', url: 'https://example.org/x', target: '_blank' }, nl),
    ).toEqual({ external: 'https://example.org/x', newTab: true });
    expect(storyLinkTarget({ linktype: 'url', url: '//evil.example/x' }, nl)).toBeNull();
    expect(storyLinkTarget({ linktype: 'url', url: 'javascript:alert(1)' }, nl)).toBeNull();
    expect(storyLinkTarget({ linktype: 'url', url: 'data:text/html,x' }, nl)).toBeNull();
    expect(storyLinkHref({ linktype: 'email', url: 'info@example.org' }, nl)).toBe(
      'mailto:info@example.org',
    );
  });

  it('leads nowhere without a target', () => {
    expect(storyLinkTarget(undefined, nl)).toBeNull();
    expect(storyLinkTarget({ linktype: 'story', cached_url: '' }, nl)).toBeNull();
    expect(storyLinkTarget({ linktype: 'url', url: '  ' }, nl)).toBeNull();
  });
});

describe('a Storyblok link never leaves the shop by accident', () => {
  it.each([
    ['url', '/\\evil.example/x'],
    ['url', '\\\\evil.example/x'],
    ['url', '//evil.example/x'],
    ['url', 'java\tscript:alert(1)'],
    ['asset', 'vbscript:msgbox(1)'],
    ['story', '/\\evil.example/x'],
    ['story', '//evil.example/x'],
    ['story', 'https://evil.example/x'],
    ['story', 'javascript:alert(1)'],
  ])('a %s link %j leads nowhere', (linktype, url) => {
    expect(storyLinkTarget({ linktype, url, cached_url: url }, nl)).toBeNull();
    expect(storyLinkTarget({ linktype, url, cached_url: url }, de)).toBeNull();
  });

  it('keeps a path that a browser would read as another host in the shop', () => {
    expect(storyLinkHref({ linktype: 'url', url: '/.//evil.example/x' }, de)).toBe(
      '/de/evil.example/x',
    );
  });

  it('an anchor cannot take a link elsewhere', () => {
    expect(storyLinkHref({ linktype: 'url', url: '/faq', anchor: '//evil.example' }, nl)).toBe(
      '/faq#//evil.example',
    );
  });
});
