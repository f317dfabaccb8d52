import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { keepMarkup } from '../../lib/kept-markup.server.ts';
import { type KeepMarkup, KeptMarkupContext } from '../../lib/kept-markup.ts';
import { type SiteTheme, SiteThemeContext } from '../../lib/site-theme.ts';
import { MegaMenu } from './category-menu.tsx';
import { SiteFooter } from './site-footer.tsx';

/** A theme as the server resolves it: a menu with a panel and an external entry, one link group. */
function theme(): SiteTheme {
  const strollers = [
    { name: 'Buggys', to: '/de/c/buggys' },
    { name: 'Kombi-Kinderwagen', to: '/de/c/kombi' },
  ];
  const service = [
    ['Versand & Lieferung', '/de/service/versand'],
    ['Rücksendungen', '/de/service/retoure'],
  ] as const;
  return {
    menu: [
      { name: 'Kinderwagens', to: '/de/c/kinderwagen', children: strollers },
      { name: 'Blog', to: 'https://blog.example.com/', external: true, newTab: true },
    ],
    footer: [
      {
        kind: 'service',
        title: 'Service',
        links: service.map(([text, to]) => ({ text, to })),
      },
    ],
    search: [],
  };
}

function page(siteTheme: SiteTheme, keep: KeepMarkup | null): string {
  // A page of the German store view: its root route holds no theme file (the server's theme is
  // the context's).
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/de/*',
        element: (
          <>
            <header>
              <MegaMenu />
            </header>
            <SiteFooter />
          </>
        ),
      },
    ],
    { initialEntries: ['/de/c/kinderwagen'], hydrationData: { loaderData: { root: {} } } },
  );
  return renderToString(
    <SiteThemeContext value={siteTheme}>
      <KeptMarkupContext value={keep}>
        <RouterProvider router={router} />
      </KeptMarkupContext>
    </SiteThemeContext>,
  );
}

describe("the theme's parts the server keeps", () => {
  it('write the same HTML as the parts rendered on every page', () => {
    const siteTheme = theme();
    const rendered = page(siteTheme, null);
    expect(rendered).toContain('Kombi-Kinderwagen');
    expect(rendered).toContain('Rücksendungen');
    // Once to keep it, once from what was kept.
    expect(page(siteTheme, keepMarkup)).toBe(rendered);
    expect(page(siteTheme, keepMarkup)).toBe(rendered);
  });

  it('render a part once per read theme, and anew for a theme read anew', () => {
    const renders = vi.fn();
    const counting: KeepMarkup = (owner, key, render) =>
      keepMarkup(owner, key, () => {
        renders(owner);
        return render();
      });
    const read = theme();
    page(read, counting);
    page(read, counting);
    // The menu and the one link group, each rendered once for the read.
    expect(renders).toHaveBeenCalledTimes(2);
    expect(renders).toHaveBeenCalledWith(read.menu);
    expect(renders).toHaveBeenCalledWith(read.footer?.[0]?.links);
    const anew = theme();
    anew.menu[0] = { name: 'Autositze', to: '/de/c/autositze' };
    expect(page(anew, counting)).toContain('Autositze');
    expect(renders).toHaveBeenCalledTimes(4);
  });
});
