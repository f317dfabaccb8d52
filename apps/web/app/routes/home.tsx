import { BirthListPromo } from '../components/birthlist/birthlist-promo.tsx';
import { CategoryList } from '../components/category-list.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import { apiCallOptions } from '../lib/api-context.ts';
import type { CategoryLink } from '../lib/catalog.ts';
import { PRODUCT_CARD_FIELDS, toCategoryLink, toProductCard } from '../lib/catalog-documents.ts';
import { searchCategories, searchProducts } from '../lib/catalog-search.ts';
import { catalogueUnavailable } from '../lib/catalogue-unavailable.ts';
import { createTranslator, useTranslate } from '../lib/i18n.ts';
import { alternateLinks, siteJsonLd } from '../lib/seo.ts';
import { SHOP_NAME } from '../lib/shop.ts';
import { getStoreViewFromPath } from '../lib/store-view.ts';
import type { Route } from './+types/home';

const NEWEST_PRODUCTS = 8;

export const meta: Route.MetaFunction = ({ location, data }) => {
  const storeView = getStoreViewFromPath(location.pathname);
  const t = createTranslator(storeView.locale);
  const homePath = storeView.code === 'de' ? HOME_ALTERNATES.de : HOME_ALTERNATES.nl;
  return [
    { title: `${SHOP_NAME} — ${t('Baby and child products')}` },
    { name: 'description', content: t('Home page description') },
    ...(data
      ? [
          ...alternateLinks(data.origin, homePath, HOME_ALTERNATES),
          ...siteJsonLd(data.origin, homePath),
        ]
      : []),
  ];
};

const HOME_ALTERNATES = { nl: '/', de: '/de' };

export async function loader({ request, url, context }: Route.LoaderArgs) {
  // `url` is the page's URL (request.url may be its data URL, e.g. /de.data).
  const storeView = getStoreViewFromPath(url.pathname);
  const options = apiCallOptions(request, context);
  try {
    const [categories, products] = await Promise.all([
      searchCategories(
        storeView.code,
        {
          filters: { level: [2], is_active: true, include_in_menu: true },
          sort: 'position:asc',
          includeFields: ['name', 'slug', 'url_path', 'image', 'product_count'],
        },
        options,
      ),
      searchProducts(
        storeView.code,
        {
          sort: 'updated_at:desc',
          size: NEWEST_PRODUCTS,
          includeFields: PRODUCT_CARD_FIELDS,
        },
        options,
      ),
    ]);
    return {
      origin: url.origin,
      alternates: HOME_ALTERNATES,
      // The birth list entry's sentence, from the birth list's texts (not every page's).
      birthListText: createTranslator(storeView.locale)(
        'Make a list of what you would love for your baby and share it with family and friends. They give; you see what has been given.',
      ),
      // A tile leads to products: a category without any (a content category) gets none.
      categories: categories.items
        .map(toCategoryLink)
        .filter((item): item is CategoryLink => item !== null && item.productCount > 0),
      products: products.items
        .map((item) => toProductCard(item, storeView))
        .filter((item) => item !== null),
    };
  } catch (error) {
    throw catalogueUnavailable(error, storeView, 'home', request.signal);
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { categories, products, birthListText } = loaderData;
  return (
    <>
      <h1 className="visually-hidden">{`${SHOP_NAME} — ${t('Baby and child products')}`}</h1>
      <section aria-labelledby="home-categories" className="home-section">
        <h2 id="home-categories">{t('Categories')}</h2>
        <CategoryList categories={categories} />
      </section>
      <section aria-labelledby="home-products" className="home-section">
        <h2 id="home-products">{t('New products')}</h2>
        {products.length === 0 ? (
          <p className="empty">{t('No products yet')}</p>
        ) : (
          <ProductGrid products={products} />
        )}
      </section>
      <BirthListPromo text={birthListText} />
    </>
  );
}
