/**
 * The product page's head: title "{name} — Kindershop", a description of at most 155 characters,
 * the canonical parent URL (without the chosen child), hreflang alternates of both store views,
 * and JSON-LD for the product (with its offer) and the breadcrumb trail.
 */

import type { ReviewItem } from '@shop/contracts';
import { CURRENCY, computeGroupedPrice, type ProductLink, type StoreView } from '@shop/core';
import type { MetaDescriptor } from 'react-router';
import { getCategoryPath, getImageUrl, type ProductCard } from './catalog.ts';
import { createTranslator } from './i18n.ts';
import type { PackageChoice } from './package-state.ts';
import {
  getCategoryTrail,
  getChosenVariant,
  getGalleryEntries,
  type ProductView,
  toPlainText,
} from './product.ts';
import type { GroupedItem, ProductSpec } from './product-api.ts';
import { getShownPrice } from './product-price.ts';
import { alternateLinks } from './seo.ts';
import { SHOP_NAME } from './shop.ts';
import { localizePath } from './store-view.ts';

/** What the product route's loader answers. */
export interface ProductPageData {
  product: ProductView;
  specs: ProductSpec[];
  brand: string | null;
  grouped: { links: ProductLink[]; items: GroupedItem[] } | null;
  /** Paths of this product in each store view, read by the layout's language switcher. */
  alternates: { nl?: string; de?: string };
  /** Origin of the page's URL, for absolute URLs in the head. */
  origin: string;
  related: Promise<ProductCard[]>;
  /** A package's default choice (computed here, so the page needs no package rules); else null. */
  packageStart: PackageChoice | null;
  /** Meta description, canonical and hreflang links (see getProductSeo). */
  seo: {
    description: string;
    links: Record<string, unknown>[];
  };
}

const GALLERY_IMAGE = { width: 600, height: 744 } as const;

/** The page data the head's texts and structured data are made of. */
type SeoSource = Omit<ProductPageData, 'related' | 'seo'>;

/**
 * The description, canonical and hreflang links of a product page, computed by the loader
 * (server): the browser never needs the code.
 */
export function getProductSeo(data: SeoSource, storeView: StoreView): ProductPageData['seo'] {
  const { product, origin } = data;
  const canonical = data.alternates[storeView.code === 'de' ? 'de' : 'nl'];
  const { nl, de } = data.alternates;
  // Both store views: the shared canonical + hreflang (with x-default) tags of the layout.
  const links =
    canonical && nl && de
      ? alternateLinks(origin, canonical, { nl, de })
      : canonical
        ? [{ tagName: 'link', rel: 'canonical', href: `${origin}${canonical}` }]
        : [];
  return {
    description: toPlainText(product.short_description || product.description),
    links,
  };
}

/**
 * JSON-LD of a product page for crawlers (the product with the offer of the URL's child and its
 * newest reviews, the breadcrumb trail): written into the server's HTML only
 * (lib/crawler-head.server.ts). Crawlers read every URL from the server, so a child the shopper
 * switches to on the client needs none.
 */
export function getProductJsonLd(
  data: SeoSource,
  childSku: string | undefined,
  storeView: StoreView,
  newestReviews: readonly ReviewItem[],
): Record<string, unknown>[] {
  return [
    getProductOfferJsonLd(data, childSku, storeView, newestReviews),
    getBreadcrumbJsonLd(data, storeView),
  ];
}

/** Title, description, canonical and hreflang of a product page. */
export function getProductMeta(data: ProductPageData): MetaDescriptor[] {
  const { product, seo } = data;
  return [
    { title: `${product.name} — ${SHOP_NAME}` },
    ...(seo.description ? [{ name: 'description', content: seo.description }] : []),
    ...(seo.links as MetaDescriptor[]),
  ];
}

/**
 * schema.org Product with one Offer for the chosen child (or the product itself), at the price the
 * page shows: incl. VAT in every consumer view, which its price specification states.
 */
function getProductOfferJsonLd(
  data: SeoSource,
  childSku: string | undefined,
  storeView: StoreView,
  newestReviews: readonly ReviewItem[],
): Record<string, unknown> {
  const { product, origin } = data;
  const child = getChosenVariant(product, childSku).child;
  const item = child ?? product;
  const price = getShownPrice({
    fields: child?.prices ?? product,
    storeView,
    taxClassId: product.tax_class_id,
    ...(product.type_id === 'bundle'
      ? { bundle: { options: product.bundle_options, selections: [] } }
      : {}),
    grouped: data.grouped ? computeGroupedPrice(data.grouped.links, data.grouped.items) : null,
  });
  const image = getGalleryEntries(product.media_gallery, child?.image).find(
    (entry) => entry.typ === 'image',
  );
  const url = `${origin}${data.alternates[storeView.code === 'de' ? 'de' : 'nl'] ?? ''}`;
  const ean = item.ean_code ?? product.ean_code;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: item.sku,
    ...(ean ? { gtin13: ean } : {}),
    ...(image ? { image: `${origin}${getImageUrl(image.image, GALLERY_IMAGE)}` } : {}),
    ...(product.description ? { description: toPlainText(product.description, 5000) } : {}),
    ...(data.brand ? { brand: { '@type': 'Brand', name: data.brand } } : {}),
    offers: {
      '@type': 'Offer',
      url: child ? `${url}/${encodeURIComponent(child.sku)}` : url,
      price: price.final.toFixed(2),
      priceCurrency: CURRENCY,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: price.final.toFixed(2),
        priceCurrency: CURRENCY,
        valueAddedTaxIncluded: storeView.pricesIncludeTax,
      },
      availability: item.stock.is_in_stock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
    },
    ...reviewsJsonLd(product.rating, newestReviews),
  };
}

/** AggregateRating and the newest reviews of a product with approved reviews. */
function reviewsJsonLd(
  rating: ProductView['rating'] | undefined,
  reviews: readonly ReviewItem[],
): Record<string, unknown> {
  if (!rating) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.average,
      reviewCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    ...(reviews.length > 0
      ? {
          review: reviews.map((review) => ({
            '@type': 'Review',
            name: review.title,
            reviewBody: review.detail,
            datePublished: review.created_at.slice(0, 10),
            author: { '@type': 'Person', name: review.nickname },
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5 },
          })),
        }
      : {}),
  };
}

/** schema.org BreadcrumbList: Home › categories › product. */
function getBreadcrumbJsonLd(data: SeoSource, storeView: StoreView): Record<string, unknown> {
  const t = createTranslator(storeView.locale);
  const { product, origin } = data;
  const items = [
    { name: t('Home'), path: localizePath(storeView, '/') },
    ...getCategoryTrail(product.category).map((category) => ({
      name: category.name,
      path: getCategoryPath(storeView, category.slug),
    })),
    { name: product.name, path: data.alternates[storeView.code === 'de' ? 'de' : 'nl'] ?? '' },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      item: `${origin}${entry.path}`,
    })),
  };
}
