import { contentImage } from '../../lib/content-image.ts';

interface AssetLike {
  filename?: string;
  alt?: string | null;
}

/**
 * A block's image: Storyblok's image service sizes with a srcset, or a path the shop serves;
 * its box keeps the asset's proportions (or the block's own aspect ratio) so nothing shifts when
 * it arrives. Below the fold it loads lazily.
 */
export function ContentPicture({
  asset,
  className,
  sizes = '100vw',
  eager = false,
  maxWidth,
}: {
  asset: AssetLike | null | undefined;
  className?: string;
  sizes?: string;
  eager?: boolean;
  maxWidth?: number;
}) {
  const image = contentImage(asset?.filename, maxWidth);
  if (!image) return null;
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={asset?.alt ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
