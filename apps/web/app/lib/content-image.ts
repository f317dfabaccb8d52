/**
 * The image of a content block (a Storyblok asset): an asset on Storyblok's asset hosts
 * (a.storyblok.com and its regional hosts) is fetched through Storyblok's image service at the
 * widths the layout needs (`/m/{w}x0`, with a srcset); a path the shop serves itself is used as
 * it is; anything else (another scheme, another host) is not shown. The size comes from the
 * asset URL's `/{width}x{height}/` segment (Storyblok's asset URLs carry it) so the browser
 * reserves the room before the image arrives; without it the block's own aspect ratio holds.
 */

/** Storyblok's asset hosts: a.storyblok.com and the regional ones (a-us.storyblok.com, …). */
const STORYBLOK_ASSET_HOST = /^a(-[a-z]{2,3})?\.storyblok\.com$/i;

/** The widths offered to the browser for a Storyblok asset. */
export const CONTENT_IMAGE_WIDTHS = [480, 768, 1200, 1600] as const;

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
  if (value.startsWith('/') && !value.startsWith('//')) return { src: value };
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
