/**
 * The image of a content block (a Storyblok asset): an asset on Storyblok's asset hosts
 * (a.storyblok.com and its regional hosts) is fetched through Storyblok's image service at the
 * widths the layout needs (`/m/{w}x0`, with a srcset); a path the shop serves itself is used as
 * it is, and an image of the shop's media store (`/product/…`, `/category/…`, as the catalogue's
 * images) through the shop's image route at its offered sizes; anything else (another scheme, another host) is not shown. The size comes from the
 * asset URL's `/{width}x{height}/` segment (Storyblok's asset URLs carry it) so the browser
 * reserves the room before the image arrives; without it the block's own aspect ratio holds.
 */

import { getImageUrl } from './catalog.ts';

/** Folders of the shop's media store: their images are served by the image route (/img/…). */
const MEDIA_STORE_FOLDER = /^\/(product|category|content|wysiwyg)\//;
/** The image route's offered sizes a content image uses: small (tiles), gallery and its zoom. */
const TILE_SIZE = { width: 310, height: 300 } as const;
const GALLERY_SIZES = [
  { width: 600, height: 744 },
  { width: 1200, height: 1488 },
] as const;

function shopImage(path: string, maxWidth: number): ContentImage {
  if (!MEDIA_STORE_FOLDER.test(path)) return { src: path };
  if (maxWidth <= TILE_SIZE.width * 1.6) {
    return { src: getImageUrl(path, TILE_SIZE), ...TILE_SIZE };
  }
  const sizes = GALLERY_SIZES.filter((size, index) => index === 0 || size.width <= maxWidth);
  const first = GALLERY_SIZES[0];
  return {
    src: getImageUrl(path, sizes.at(-1) ?? first),
    srcSet: sizes.map((size) => `${getImageUrl(path, size)} ${size.width}w`).join(', '),
    width: first.width,
    height: first.height,
  };
}

/** Storyblok's asset hosts: a.storyblok.com and the regional ones (a-us.storyblok.com, …). */
const STORYBLOK_ASSET_HOST = /^a(-[a-z]{2,3})?\.storyblok\.com$/i;

/** The widths offered to the browser for a Storyblok asset. */
const CONTENT_IMAGE_WIDTHS = [480, 768, 1200, 1600] as const;

export interface ContentImage {
  src: string;
  srcSet?: string;
  /** The asset's own size, when known (from a Storyblok asset URL). */
  width?: number;
  height?: number;
}

/** The image to draw for an asset's filename, or null when it cannot be shown. */
export function contentImage(
  filename: string | null | undefined,
  maxWidth = 1600,
): ContentImage | null {
  const value = filename?.trim() ?? '';
  if (value === '') return null;
  if (value.startsWith('/') && !value.startsWith('//')) return shopImage(value, maxWidth);
  let url: URL;
  try {
    url = new URL(value.startsWith('//') ? `https:${value}` : value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!STORYBLOK_ASSET_HOST.test(url.hostname)) return null;
  const base = `https://${url.hostname}${url.pathname}`;
  const size = /\/(\d{1,5})x(\d{1,5})\//.exec(url.pathname);
  const widths = CONTENT_IMAGE_WIDTHS.filter((width) => width <= maxWidth);
  const largest = widths.at(-1) ?? maxWidth;
  return {
    src: `${base}/m/${largest}x0`,
    srcSet: widths.map((width) => `${base}/m/${width}x0 ${width}w`).join(', '),
    ...(size ? { width: Number(size[1]), height: Number(size[2]) } : {}),
  };
}
