import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RoutedLink, routedClick } from './routed-link.tsx';

const PLAIN_CLICK = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
};
const HERE = {
  origin: 'https://shop.example',
  pathname: '/c/kinderwagens',
  search: '',
  hash: '',
};

/** An anchor as the browser gives it: `href` absolute, attributes as written. */
function anchor(attributes: Record<string, string>) {
  return {
    href: new URL(attributes.href ?? '', HERE.origin).href,
    target: attributes.target ?? '',
    hasAttribute: (name: string) => name in attributes,
    getAttribute: (name: string) => attributes[name] ?? null,
  };
}

describe('a routed link', () => {
  it('is a plain anchor with the mark', () => {
    expect(
      renderToString(
        <RoutedLink to="/c/buggys" className="menu" viewTransition>
          Buggy's
        </RoutedLink>,
      ),
    ).toBe('<a class="menu" href="/c/buggys" data-nav="">Buggy&#x27;s</a>');
    expect(renderToString(<RoutedLink to="/de/warenkorb">Warenkorb</RoutedLink>)).toBe(
      '<a href="/de/warenkorb" data-nav="plain">Warenkorb</a>',
    );
    expect(
      renderToString(
        <RoutedLink to="/c/buggys?kleur=rood" preventScrollReset rel="nofollow">
          Rood
        </RoutedLink>,
      ),
    ).toBe('<a rel="nofollow" href="/c/buggys?kleur=rood" data-nav="plain stay">Rood</a>');
    expect(
      renderToString(
        <RoutedLink to="/p/ICS-1/stoel/ICS-1-BLK" replace preventScrollReset title="Zwart">
          Zwart
        </RoutedLink>,
      ),
    ).toBe(
      '<a title="Zwart" href="/p/ICS-1/stoel/ICS-1-BLK" data-nav="plain stay replace">Zwart</a>',
    );
  });

  it('sends a plain click through the router, with the transition the link asks for', () => {
    expect(
      routedClick(PLAIN_CLICK, anchor({ href: '/c/buggys?sort=price#top', 'data-nav': '' }), HERE),
    ).toEqual({
      path: '/c/buggys?sort=price#top',
      viewTransition: true,
      preventScrollReset: false,
      replace: false,
    });
    expect(
      routedClick(PLAIN_CLICK, anchor({ href: '/de/c/buggys', 'data-nav': 'plain' }), HERE),
    ).toEqual({
      path: '/de/c/buggys',
      viewTransition: false,
      preventScrollReset: false,
      replace: false,
    });
    // A filter keeps the scroll position; a relative address is the browser's to resolve.
    expect(
      routedClick(PLAIN_CLICK, anchor({ href: '?kleur=rood', 'data-nav': 'plain stay' }), HERE),
    ).toMatchObject({ path: '/?kleur=rood', viewTransition: false, preventScrollReset: true });
  });

  it('replaces the page in the history when it links to the page shown or asks to', () => {
    expect(
      routedClick(PLAIN_CLICK, anchor({ href: '/c/kinderwagens', 'data-nav': '' }), HERE),
    ).toMatchObject({ replace: true });
    // A variant's swatch: another page, in place of the shown one, at the same scroll position.
    expect(
      routedClick(
        PLAIN_CLICK,
        anchor({ href: '/c/kinderwagens?kleur=zwart', 'data-nav': 'plain stay replace' }),
        HERE,
      ),
    ).toEqual({
      path: '/c/kinderwagens?kleur=zwart',
      viewTransition: false,
      preventScrollReset: true,
      replace: true,
    });
    expect(
      routedClick(PLAIN_CLICK, anchor({ href: '/c/buggys', 'data-nav': 'plain' }), HERE),
    ).toMatchObject({ replace: false });
  });

  it('leaves to the browser what the router must not take', () => {
    const link = anchor({ href: '/c/buggys', 'data-nav': '' });
    for (const click of [
      { ...PLAIN_CLICK, button: 1 },
      { ...PLAIN_CLICK, metaKey: true },
      { ...PLAIN_CLICK, ctrlKey: true },
      { ...PLAIN_CLICK, shiftKey: true },
      { ...PLAIN_CLICK, altKey: true },
      { ...PLAIN_CLICK, defaultPrevented: true },
    ]) {
      expect(routedClick(click, link, HERE)).toBeNull();
    }
    const unrouted: Record<string, string>[] = [
      { href: '/c/buggys' },
      { href: '/c/buggys', 'data-nav': '', target: '_blank' },
      { href: '/c/buggys', 'data-nav': '', download: '' },
      { href: 'https://elsewhere.example/c/buggys', 'data-nav': '' },
    ];
    for (const attributes of unrouted) {
      expect(routedClick(PLAIN_CLICK, anchor(attributes), HERE)).toBeNull();
    }
    expect(
      routedClick(
        PLAIN_CLICK,
        anchor({ href: '/c/buggys', 'data-nav': '', target: '_self' }),
        HERE,
      ),
    ).not.toBeNull();
  });
});
