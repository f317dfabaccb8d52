import { CATEGORY_THUMBNAIL, getCategoryPath, getImageUrl } from '../../lib/catalog.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { RoutedLink } from '../routed-link.tsx';
import type { Block, BlockProps } from './block-types.ts';
import styles from './content.module.css';
import { ContentPicture } from './content-picture.tsx';
import { editableAttributes } from './editable.ts';

/**
 * Tiles leading to categories: the name, image and product count are the catalogue's (the
 * editor's title or image wins when set); a tile of a category the catalogue does not hold, or
 * one without products, is left out.
 */
export default function CategoryTiles({ block, data, eager }: BlockProps<Block<'category_tiles'>>) {
  const storeView = useStoreView();
  const t = useTranslate();
  const tiles = (block.tiles ?? [])
    .map((tile) => ({ tile, category: data.categories[tile.category] }))
    .filter(({ category }) => category && category.productCount > 0);
  if (tiles.length === 0) return null;
  return (
    <section className={styles.tiles}>
      {block.title ? <h2 className={styles.blockTitle}>{block.title}</h2> : null}
      <ul className="category-list">
        {tiles.map(({ tile, category }) =>
          category ? (
            <li key={tile._uid} {...editableAttributes(tile._editable)}>
              <RoutedLink
                to={getCategoryPath(storeView, category.slug)}
                className="category-list__link"
              >
                {tile.image?.filename ? (
                  <ContentPicture
                    asset={{ ...tile.image, alt: '' }}
                    sizes="150px"
                    maxWidth={480}
                    eager={eager}
                    className={styles.tileImage}
                  />
                ) : category.image ? (
                  <img
                    src={getImageUrl(category.image, CATEGORY_THUMBNAIL)}
                    width={CATEGORY_THUMBNAIL.width}
                    height={CATEGORY_THUMBNAIL.height}
                    alt=""
                    loading={eager ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                ) : null}
                <span className="category-list__name">{tile.title || category.name}</span>
                <span className="category-list__count">
                  {t(category.productCount === 1 ? '{count} product' : '{count} products', {
                    count: category.productCount,
                  })}
                </span>
              </RoutedLink>
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}
