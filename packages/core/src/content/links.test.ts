import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentLinkTargetOf, externalUrlOf, shopPathOf } from './links.ts';

const SHOP = 'https://shop.example';

/** Where a browser on the shop goes when it follows `href`. */
function followedOrigin(href: string): string {
  return new URL(href, SHOP).origin;
}

/** Texts built from the pieces that make links mean something else than they seem to. */
const trickyLink = fc
  .array(
    fc.constantFrom(
      '/',
      '\\',
      '//',
      '/\\',
      '\\\\',
      '.',
      '..',
      ':',
      '@',
      '%2F',
      '%5C',
      '\t',
      '\n',
      ' ',
      '?',
      '#',
      'evil.example',
      'javascript:',
      'JaVa\tScRiPt:',
      'data:',
      'http:',
      'https:',
      'alert(1)',
      'c',
      'kinderwagens',
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''));

describe('content links (resolved by the URL parser)', () => {
  it.each([
    ['/c/kinderwagens', '/c/kinderwagens'],
    ['storelocator', '/storelocator'],
    ['/search?q=speen#top', '/search?q=speen#top'],
    ['/de/c/kinderwagen', '/de/c/kinderwagen'],
    ['/a/../b', '/b'],
  ])('keeps the shop path %s in the shop as %s', (link, path) => {
    expect(shopPathOf(link)).toBe(path);
  });

  it.each([
    '/\\evil.example/x',
    '//evil.example/x',
    '\\\\evil.example\\x',
    '\\/evil.example',
    ' //evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    'https://evil.example',
    '',
    '   ',
  ])('never turns %j into a path (it names another host or a scheme)', (link) => {
    expect(shopPathOf(link)).toBeNull();
  });

  it('never leaves a path that a browser reads as another host', () => {
    expect(shopPathOf('/.//evil.example/x')).toBe('/evil.example/x');
  });

  it('lets a URL link leave the shop only as an absolute http(s), mailto or tel address', () => {
    expect(externalUrlOf('https://example.org/x')).toBe('https://example.org/x');
    expect(externalUrlOf('HTTP://Example.org')).toBe('HTTP://Example.org');
    expect(externalUrlOf(' https://example.org/x\t')).toBe('https://example.org/x');
    expect(externalUrlOf('mailto:info@example.org')).toBe('mailto:info@example.org');
    expect(externalUrlOf('tel:+31201234567')).toBe('tel:+31201234567');
    for (const link of ['javascript:alert(1)', 'java\nscript:alert(1)', 'data:,x', 'file:///etc']) {
      expect(externalUrlOf(link)).toBeNull();
    }
    expect(externalUrlOf('//evil.example')).toBeNull();
    expect(externalUrlOf('/\\evil.example')).toBeNull();
  });

  it('keeps a story link in the shop even when it is written as a URL', () => {
    expect(contentLinkTargetOf('https://evil.example/x', true)).toBeNull();
    expect(contentLinkTargetOf('nl/over-ons', true)).toEqual({ internal: '/nl/over-ons' });
    expect(contentLinkTargetOf('https://example.org/x', false)).toEqual({
      external: 'https://example.org/x',
    });
  });

  it('property: a path stays in the shop, an external link is http(s)/mailto/tel, nothing runs', () => {
    fc.assert(
      fc.property(
        fc.oneof(trickyLink, fc.string({ maxLength: 40 })),
        fc.boolean(),
        (link, story) => {
          const target = contentLinkTargetOf(link, story);
          if (target === null) return;
          if ('internal' in target) {
            expect(target.internal).toMatch(/^\/(?![/\\])/);
            expect(followedOrigin(target.internal)).toBe(SHOP);
          } else {
            expect(story).toBe(false);
            expect(new URL(target.external).protocol).toMatch(/^(https?|mailto|tel):$/);
            // It leaves only when the text itself says so, by its scheme.
            expect(link.replace(/[\t\n\r]/g, '').trim()).toMatch(/^(https?|mailto|tel):/i);
          }
        },
      ),
    );
  });
});
