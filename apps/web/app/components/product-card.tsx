import { formatPrice } from '@shop/core';
import {
  getImageUrl,
  getProductPath,
  PRODUCT_THUMBNAIL,
  type ProductCard as ProductCardData,
} from '../lib/catalog.ts';
import { useStoreView, useTranslate } from '../lib/i18n.ts';
import { RatingStars } from './rating-stars.tsx';
import { RoutedLink } from './routed-link.tsx';
import { WishlistHeart } from './wishlist-heart.tsx';

/**
 * A product in a grid: image, name and the price the shopper pays. Images above the fold load
 * eagerly (`eager`), the rest lazily. The heart beside the image puts the product on the wishlist.
 */
export function ProductCard({
  product,
  eager,
  transition = true,
}: {
  product: ProductCardData;
  eager: boolean;
  /** Whether the card grows into the product page (page-transitions.tsx). */
  transition?: boolean;
}) {
  const storeView = useStoreView();
  const t = useTranslate();
  return (
    <article className="product-card">
      <RoutedLink
        to={getProductPath(storeView, product)}
        className="product-card__link"
        // The card grows into the product page (components/layout/page-transitions.tsx).
        viewTransition={transition}
      >
        {product.image ? (
          <img
            className="product-card__image"
            src={getImageUrl(product.image, PRODUCT_THUMBNAIL)}
            width={PRODUCT_THUMBNAIL.width}
            height={PRODUCT_THUMBNAIL.height}
            // The product name is the link's text right below: the picture adds nothing to it.
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className="product-card__image product-card__image--missing" aria-hidden="true" />
        )}
        <h3 className="product-card__name">{product.name}</h3>
      </RoutedLink>
      {product.rating ? (
        <p className="product-card__rating">
          <RatingStars average={product.rating.average} count={product.rating.count} small />
        </p>
      ) : null}
      <p className="product-card__price">
        {product.from ? `${t('from')} ` : null}
        {formatPrice(product.price, storeView.locale)}{' '}
        <span className="product-card__tax">{t(product.taxNote)}</span>
      </p>
      {product.id ? (
        <WishlistHeart
          target={{ sku: product.sku, parentSku: product.sku, productId: product.id }}
          name={product.name}
          price={product.price}
        />
      ) : null}
    </article>
  );
}
