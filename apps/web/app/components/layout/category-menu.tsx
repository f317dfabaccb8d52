import { type KeyboardEvent, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { getCategoryPath } from '../../lib/catalog.ts';
import type { MenuCategory } from '../../lib/category-menu.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { useModalDialog } from '../../lib/use-dialog.ts';

/** The category menu of the root loader (the same for every visitor); empty when it failed. */
export function useCategoryMenu(): MenuCategory[] {
  const root = useRouteLoaderData('root') as { menu?: MenuCategory[] } | undefined;
  return root?.menu ?? [];
}

/**
 * The desktop mega menu (from 1024 px): the top categories in a row; hovering one, or moving the
 * focus into it, opens its panel with the children and a link to all of the category. Plain CSS
 * opens the panels; the script only closes an open panel after a click on one of its links (the
 * pointer is still over it on the next page).
 */
export function MegaMenu() {
  const menu = useCategoryMenu();
  const storeView = useStoreView();
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
          <li key={top.slug} className="mega-menu__item">
            <Link
              to={getCategoryPath(storeView, top.slug)}
              className="mega-menu__top-link"
              onClick={() => setClosed(true)}
            >
              {top.name}
            </Link>
            {top.children.length > 0 ? (
              <div className="mega-menu__panel">
                <ul>
                  {top.children.map((child) => (
                    <li key={child.slug}>
                      <Link
                        to={getCategoryPath(storeView, child.slug)}
                        onClick={(event) => {
                          setClosed(true);
                          event.currentTarget.blur();
                        }}
                      >
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
                <Link
                  to={getCategoryPath(storeView, top.slug)}
                  className="mega-menu__all"
                  onClick={(event) => {
                    setClosed(true);
                    event.currentTarget.blur();
                  }}
                >
                  {t('All of {category}', { category: top.name })}
                </Link>
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
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M4 7h16M4 12h16M4 17h16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span>{t('Menu')}</span>
      </button>
      {open ? <MenuDrawer onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function MenuDrawer({ onClose }: { onClose: () => void }) {
  const menu = useCategoryMenu();
  const storeView = useStoreView();
  const t = useTranslate();
  const dialog = useModalDialog(onClose, { closeOnBackdrop: true });
  return (
    <dialog
      {...dialog}
      onKeyDown={(event) => {
        dialog.onKeyDown(event);
        keepFocusInside(event);
      }}
      className="menu-drawer"
      aria-labelledby="menu-drawer-title"
    >
      <div className="menu-drawer__head">
        <h2 id="menu-drawer-title">{t('Categories')}</h2>
        <button type="button" className="menu-drawer__close" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              d="M6 6l12 12M18 6L6 18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span className="visually-hidden">{t('Close')}</span>
        </button>
      </div>
      <nav aria-label={t('Categories')}>
        <ul className="menu-drawer__list">
          {menu.map((top) => (
            <li key={top.slug}>
              {top.children.length > 0 ? (
                <details>
                  <summary>{top.name}</summary>
                  <ul>
                    <li>
                      <Link
                        to={getCategoryPath(storeView, top.slug)}
                        className="menu-drawer__link menu-drawer__child"
                        onClick={onClose}
                      >
                        {t('All of {category}', { category: top.name })}
                      </Link>
                    </li>
                    {top.children.map((child) => (
                      <li key={child.slug}>
                        <Link
                          to={getCategoryPath(storeView, child.slug)}
                          className="menu-drawer__link menu-drawer__child"
                          onClick={onClose}
                        >
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                <Link
                  to={getCategoryPath(storeView, top.slug)}
                  className="menu-drawer__link"
                  onClick={onClose}
                >
                  {top.name}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </dialog>
  );
}

/**
 * Tab from the drawer's last control goes to its first, Shift+Tab from the first to the last: the
 * focus never leaves the open drawer (not even for the browser's own controls).
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('button, a[href], summary'),
  ].filter((element) => element.offsetParent !== null);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
