import { lazy, Suspense, useState } from 'react';
import { useTranslate } from '../../lib/i18n.ts';
import { type MenuEntry, useSiteTheme } from '../../lib/site-theme.ts';
import { ThemeLink } from './theme-link.tsx';

// The drawer's code loads when a shopper first opens it (phones only).
const MenuDrawer = lazy(() => import('./menu-drawer.tsx').then((m) => ({ default: m.MenuDrawer })));

/**
 * The header's menu of the root loader (the same for every visitor): the theme's menu nodes, or
 * the category menu when the store view has no theme story; empty when both failed.
 */
function useCategoryMenu(): MenuEntry[] {
  return useSiteTheme().menu;
}

/**
 * The desktop mega menu (from 1024 px): the top entries in a row; hovering one, or moving the
 * focus into it, opens its panel with the children and a link to all of the category. Plain CSS
 * opens the panels; the script only closes an open panel after a click on one of its links (the
 * pointer is still over it on the next page).
 */
export function MegaMenu() {
  const menu = useCategoryMenu();
  const t = useTranslate();
  const [closed, setClosed] = useState(false);
  if (menu.length === 0) return null;
  return (
    <nav
      className="mega-menu"
      aria-label={t('Categories')}
      data-closed={closed ? 'true' : undefined}
      onMouseLeave={() => setClosed(false)}
      onFocus={() => setClosed(false)}
    >
      <ul className="mega-menu__top">
        {menu.map((top) => (
          <li key={top.key} className="mega-menu__item">
            <ThemeLink href={top} className="mega-menu__top-link" onClick={() => setClosed(true)}>
              {top.name}
            </ThemeLink>
            {top.children.length > 0 ? (
              <div className="mega-menu__panel">
                <ul>
                  {top.children.map((child) => (
                    <li key={child.key}>
                      <ThemeLink
                        href={child}
                        onClick={(event) => {
                          setClosed(true);
                          event.currentTarget.blur();
                        }}
                      >
                        {child.name}
                      </ThemeLink>
                    </li>
                  ))}
                </ul>
                <ThemeLink
                  href={top}
                  className="mega-menu__all"
                  onClick={(event) => {
                    setClosed(true);
                    event.currentTarget.blur();
                  }}
                >
                  {t('All of {category}', { category: top.name })}
                </ThemeLink>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The phones' menu button and drawer (below 1024 px): a modal dialog from the left with the top
 * categories, each opening its children. The focus stays inside while it is open, Escape or the
 * close button closes it, and the focus returns to the menu button.
 */
export function MenuDrawerButton() {
  const t = useTranslate();
  const menu = useCategoryMenu();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="site-header__menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <span className="icon icon--menu" aria-hidden="true" />
        <span>{t('Menu')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MenuDrawer menu={menu} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
