import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { keptChildren, useKeepMarkup } from '../../lib/kept-markup.ts';
import { entryKey, type MenuEntry, useSiteTheme } from '../../lib/site-theme.ts';
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
 * The desktop mega menu (from 1024 px): the top entries in a row. Hovering one opens its panel
 * with the children and a link to all of the category (plain CSS, before hydration too); a click
 * on a top entry leads to its category. By keyboard a top entry with a panel is a disclosure:
 * Enter, Space or ArrowDown open the panel (ArrowDown also moves into it), Escape closes it and
 * returns the focus to the top entry, and the focus leaving the entry closes it. A closed panel is
 * not displayed, so only the top entries are in the Tab order; each says whether its panel is
 * open (aria-expanded) and which it is (aria-controls). The script also closes a hovered panel
 * after a click on one of its links (the pointer is still over it on the next page).
 * The server renders the entries once per theme read and keeps their HTML (lib/kept-markup.ts):
 * on the server no panel is open and no handler is written.
 */
export function MegaMenu() {
  const menu = useCategoryMenu();
  const t = useTranslate();
  const storeView = useStoreView();
  const keep = useKeepMarkup();
  const id = useId();
  const [closed, setClosed] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const focusPanel = useRef<string | null>(null);
  useEffect(() => {
    if (open === null || focusPanel.current !== open) return;
    focusPanel.current = null;
    document.getElementById(panelId(id, open))?.querySelector('a')?.focus();
  }, [id, open]);
  if (menu.length === 0) return null;
  const close = () => {
    setOpen(null);
    setClosed(true);
  };
  return (
    <nav
      className="mega-menu"
      aria-label={t('Categories')}
      data-closed={closed ? 'true' : undefined}
      onMouseLeave={() => setClosed(false)}
      onFocus={() => setClosed(false)}
      {...keptChildren(keep, menu, `${storeView.code} ${id}`, () => (
        <ul className="mega-menu__top">
          {menu.map((top, index) => {
            // The panel's id and open state go by place (an element id takes no spaces).
            const key = String(index);
            const children = top.children ?? [];
            const hasPanel = children.length > 0;
            const isOpen = open === key;
            const controls = panelId(id, key);
            return (
              <li
                key={entryKey(top)}
                className="mega-menu__item"
                onKeyDown={(event) => {
                  if (event.key !== 'Escape' || !hasPanel) return;
                  event.preventDefault();
                  close();
                  document.getElementById(`${controls}-top`)?.focus();
                }}
                onBlur={(event) => {
                  // The focus went outside this entry (not into its panel): its panel closes.
                  if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
                    setOpen(null);
                  }
                }}
              >
                {hasPanel ? (
                  <ThemeLink
                    href={top}
                    className="mega-menu__top-link"
                    id={`${controls}-top`}
                    aria-expanded={isOpen}
                    aria-controls={controls}
                    onClick={() => setClosed(true)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' || event.key === ' ') {
                        // The disclosure's keys: the category itself is the panel's last link.
                        event.preventDefault();
                        setOpen(isOpen ? null : key);
                      } else if (event.key === 'ArrowDown') {
                        event.preventDefault();
                        focusPanel.current = key;
                        setOpen(key);
                      }
                    }}
                  >
                    {top.name}
                  </ThemeLink>
                ) : (
                  <ThemeLink
                    href={top}
                    className="mega-menu__top-link"
                    onClick={() => setClosed(true)}
                  >
                    {top.name}
                  </ThemeLink>
                )}
                {hasPanel ? (
                  <div
                    id={controls}
                    className="mega-menu__panel"
                    data-open={isOpen ? 'true' : undefined}
                  >
                    <ul>
                      {children.map((child) => (
                        <li key={entryKey(child)}>
                          <ThemeLink
                            href={child}
                            onClick={(event) => {
                              close();
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
                        close();
                        event.currentTarget.blur();
                      }}
                    >
                      {t('All of {category}', { category: top.name })}
                    </ThemeLink>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ))}
    />
  );
}

/** The id of a top entry's panel: the menu's id and the entry's position-free key. */
function panelId(menuId: string, key: string): string {
  return `${menuId}-panel-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
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
