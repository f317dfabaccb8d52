/**
 * `/birthlist/manage` (secondary-areas §2, §4 "Birth list"): the parents' list with its share
 * link, statistics, products (wanted, bought, favourite, quantity, remove), contributions, the
 * legend of its marks, "add all to cart" and the way to add products. An empty list helps with
 * the next step: categories to browse and how a birth list works. The layout has read the list;
 * the categories are the same for everyone and come with the page.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import styles from '../../components/birthlist/birthlist.module.css';
import { DonationItems } from '../../components/birthlist/donations.tsx';
import { HowItWorks } from '../../components/birthlist/how-it-works.tsx';
import { BirthListItems } from '../../components/birthlist/items.tsx';
import { LegendModal } from '../../components/birthlist/legend-modal.tsx';
import { ListOverview, ListStatistics } from '../../components/birthlist/overview.tsx';
import { CategoryList } from '../../components/category-list.tsx';
import { apiCallOptions } from '../../lib/api-context.ts';
import { toCategoryLink } from '../../lib/catalog-documents.ts';
import { errorText } from '../../lib/error-text.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { getTopCategories } from '../../lib/listing-api.ts';
import { getStoreViewFromPath, localizePath } from '../../lib/store-view.ts';
import { addAllToCart, useBirthList } from '../../stores/birthlist.ts';
import { notify } from '../../stores/notifications.ts';
import { openMicrocart, useUi } from '../../stores/ui.ts';
import type { Route } from './+types/manage';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const storeView = getStoreViewFromPath(url.pathname);
  // Suggestions for an empty list: the page renders without them.
  const categories = await getTopCategories(storeView.code, apiCallOptions(request, context)).catch(
    () => [],
  );
  return { categories: categories.map(toCategoryLink).filter((item) => item !== null) };
}

export default function ManageBirthList({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const storeView = useStoreView();
  const { list } = useBirthList();
  const [legend, setLegend] = useState(false);
  if (!list) return null;
  const empty = list.items.length === 0 && list.donation_items.length === 0;
  const browse = localizePath(storeView, '/');

  return (
    <>
      <ListOverview list={list} />
      <ListStatistics list={list} />
      <section className={styles.section} aria-labelledby="birthlist-products">
        <div className={styles.sectionHeader}>
          <h2 id="birthlist-products">{t('My products')}</h2>
          <button type="button" className={styles.linkButton} onClick={() => setLegend(true)}>
            {t('What the marks mean')}
          </button>
        </div>
        {list.items.length > 0 ? (
          <>
            <BirthListItems items={list.items} />
            <div className={styles.row}>
              <AddAllToCart />
              <Link className={styles.secondary} to={browse}>
                {t('Add more products')}
              </Link>
            </div>
          </>
        ) : (
          <div className={styles.share}>
            <p>
              <strong>{t('Your birth list is still empty.')}</strong>
            </p>
            <p>
              {t(
                'Open a product you would love and choose "Add to my birth list" below its add-to-cart button.',
              )}
            </p>
            <div className={styles.row}>
              <Link className={styles.primary} to={browse}>
                {t('Discover our products')}
              </Link>
            </div>
          </div>
        )}
      </section>
      <DonationItems donations={list.donation_items} />
      {empty ? (
        <>
          {loaderData.categories.length > 0 ? (
            <section className={styles.share} aria-labelledby="birthlist-categories">
              <h2 id="birthlist-categories">{t('Browse our categories')}</h2>
              <CategoryList categories={loaderData.categories} />
            </section>
          ) : null}
          <HowItWorks headingLevel={2} />
        </>
      ) : null}
      {legend ? <LegendModal onClose={() => setLegend(false)} /> : null}
    </>
  );
}

/**
 * "Add all to cart": what is still wanted of every product goes in the cart, which is then read
 * back with its totals; the micro cart opens with it.
 */
function AddAllToCart() {
  const t = useTranslate();
  const storeView = useStoreView();
  const closed = useUi((ui) => ui.shopClosed);
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={styles.primary}
      disabled={busy || closed}
      aria-busy={busy || undefined}
      onClick={async () => {
        setBusy(true);
        try {
          const added = await addAllToCart(storeView);
          if (added > 0) openMicrocart();
          else notify({ type: 'info', message: t('Everything on your list has been bought.') });
        } catch (error) {
          notify({ type: 'danger', message: await errorText(storeView.locale, error) });
        } finally {
          setBusy(false);
        }
      }}
    >
      {closed ? t('Closed on Sunday') : t('Add all to cart')}
    </button>
  );
}
