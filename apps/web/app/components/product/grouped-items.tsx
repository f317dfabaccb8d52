import { formatPrice, multiplyByQty, type ProductLink } from '@shop/core';
import { Link } from 'react-router';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { getProductPagePath } from '../../lib/product.ts';
import type { GroupedItem } from '../../lib/product-api.ts';
import styles from './product-page.module.css';

/** The simple products of a grouped product with their quantity and price. */
export function GroupedItems({
  links,
  items,
  total,
}: {
  links: ProductLink[];
  items: GroupedItem[];
  total: number;
}) {
  const storeView = useStoreView();
  const t = useTranslate();
  const format = (amount: number) => formatPrice(amount, storeView.locale);
  const rows = links.flatMap((link) => {
    const item = items.find((member) => member.sku === link.linked_product_sku);
    return item ? [{ item, qty: link.qty && link.qty > 0 ? link.qty : 1 }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="product-grouped" className={styles.grouped}>
      <h2 id="product-grouped" className={styles.groupedHeading}>
        {t('This set contains')}
      </h2>
      <table className={styles.groupedTable}>
        <tbody>
          {rows.map(({ item, qty }) => {
            const unit = storeView.pricesIncludeTax ? item.final_price_incl_tax : item.final_price;
            return (
              <tr key={item.sku}>
                <td className={styles.groupedQty}>{t('{qty} ×', { qty })}</td>
                <th scope="row">
                  {item.slug ? (
                    <Link to={getProductPagePath(storeView, item.sku, item.slug)}>{item.name}</Link>
                  ) : (
                    item.name
                  )}
                </th>
                <td className={styles.groupedPrice}>{format(multiplyByQty(unit, qty))}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <td />
            <th scope="row">{t('Total')}</th>
            <td className={styles.groupedPrice}>{format(total)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
