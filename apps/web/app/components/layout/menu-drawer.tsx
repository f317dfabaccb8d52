import { useTranslate } from '../../lib/i18n.ts';
import { entryKey, type MenuEntry } from '../../lib/site-theme.ts';
import { useModalDialog } from '../../lib/use-dialog.ts';
import { ThemeLink } from './theme-link.tsx';

/**
 * The phones' category drawer: a modal dialog from the left with the top categories, each opening
 * its children (a link to all of the category first). Escape, the close button, a click beside it
 * or following a link close it; the focus then returns to the menu button. Tab keeps the focus
 * in it, as in every modal dialog (lib/use-dialog.ts).
 */
export function MenuDrawer({ menu, onClose }: { menu: MenuEntry[]; onClose: () => void }) {
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
            <li key={entryKey(top)}>
              {top.children ? (
                <details>
                  <summary>{top.name}</summary>
                  <ul>
                    <li>
                      <ThemeLink
                        href={top}
                        className="menu-drawer__link menu-drawer__child"
                        onClick={onClose}
                      >
                        {t('All of {category}', { category: top.name })}
                      </ThemeLink>
                    </li>
                    {top.children.map((child) => (
                      <li key={entryKey(child)}>
                        <ThemeLink
                          href={child}
                          className="menu-drawer__link menu-drawer__child"
                          onClick={onClose}
                        >
                          {child.name}
                        </ThemeLink>
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                <ThemeLink href={top} className="menu-drawer__link" onClick={onClose}>
                  {top.name}
                </ThemeLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </dialog>
  );
}
