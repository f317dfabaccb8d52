import { Link } from 'react-router';
import { useTranslate } from '../../lib/i18n.ts';
import { getProductPagePath, type ProductView } from '../../lib/product.ts';
import { getStoreViewFromPath } from '../../lib/store-view.ts';
import styles from './product-options.module.css';

/**
 * The link groups of a product (secondary-areas §3): the products sold separately that belong
 * with it, such as the same pram in other colours or with another frame. Rendered on the server
 * as plain links (no script): a colour group as swatches with their label for screen readers,
 * other groups as buttons with their label. The product shown carries aria-current.
 */
export function LinkGroups({
  groups,
  productId,
  pathname,
}: {
  groups: ProductView['link_groups'] | undefined;
  productId: number;
  pathname: string;
}) {
  const t = useTranslate();
  const storeView = getStoreViewFromPath(pathname);
  if (!groups || groups.length === 0) return null;
  return (
    <div className={styles.groups} data-link-groups="">
      {groups.map((group) => {
        const swatches = group.link_type_group_id === 'colour';
        const current = group.links.find((link) => link.product_id === productId);
        return (
          <nav key={group.group_id} className={styles.fieldset} aria-label={group.title}>
            <p className={styles.legend}>
              {group.title}
              {current ? <span className={styles.chosen}>: {current.label}</span> : null}
            </p>
            <ul className={swatches ? styles.swatches : styles.buttons}>
              {group.links.map((link) => {
                const isCurrent = link.product_id === productId;
                const className = [
                  swatches ? styles.swatch : styles.button,
                  link.is_in_stock ? '' : styles.soldOut,
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <li key={link.link_id}>
                    <Link
                      className={className}
                      to={getProductPagePath(storeView, link.sku, link.url_path)}
                      aria-current={isCurrent ? 'page' : undefined}
                      title={link.name}
                      data-link-sku={link.sku}
                    >
                      {swatches ? (
                        <svg className={styles.swatchColour} viewBox="0 0 32 32" aria-hidden="true">
                          <circle cx="16" cy="16" r="15.5" fill={link.swatch ?? 'none'} />
                        </svg>
                      ) : null}
                      <span className={swatches ? 'visually-hidden' : undefined}>{link.label}</span>
                      {link.is_in_stock ? null : (
                        <span className="visually-hidden"> ({t('sold out')})</span>
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        );
      })}
    </div>
  );
}
