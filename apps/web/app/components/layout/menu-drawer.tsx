import { Link } from 'react-router';
import { getCategoryPath } from '../../lib/catalog.ts';
import type { MenuCategory } from '../../lib/category-menu.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { useModalDialog } from '../../lib/use-dialog.ts';

/**
 * The phones' category drawer: a modal dialog from the left with the top categories, each opening
 * its children (a link to all of the category first). Escape, the close button, a click beside it
 * or following a link close it; the focus then returns to the menu button. Tab keeps the focus
 * in it, as in every modal dialog (lib/use-dialog.ts).
 */
export function MenuDrawer({ menu, onClose }: { menu: MenuCategory[]; onClose: () => void }) {
  const storeView = useStoreView();
  const t = useTranslate();
  const dialog = useModalDialog(onClose, { closeOnBackdrop: true });
  return (
    <dialog {...dialog} className="menu-drawer" aria-labelledby="menu-drawer-title">
      <div className="menu-drawer__head">
        <h2 id="menu-drawer-title">{t('Categories')}</h2>
        <button type="button" className="menu-drawer__close" onClick={onClose}>
          <span className="icon icon--close" aria-hidden="true" />
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
