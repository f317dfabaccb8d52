import type { MediaEntry } from '@shop/core';
import { type KeyboardEvent, lazy, Suspense, useRef, useState } from 'react';
import { getImageUrl } from '../../lib/catalog.ts';
import { useTranslate } from '../../lib/i18n.ts';
import { getVideoEmbedUrl } from '../../lib/product.ts';
// The panel host loads with the first opening of a dialog, not with the page.
import { LazySidebarPanel as SidebarPanel } from '../layout/lazy-sidebar-panel.tsx';
import styles from './product-gallery.module.css';

// The zoomed view and the dialog code load on the first zoom: a product page's script stays small.
const ZoomDialog = lazy(() => import('./product-zoom.tsx'));
const loadVideoPanel = () => import('./video-panel.tsx');

/** Gallery image size (600x744) and the colour relation thumbnail size (160x160). */
const GALLERY_IMAGE = { width: 600, height: 744 } as const;
const THUMBNAIL = { width: 160, height: 160 } as const;
/** The gallery takes the full width on phones and half of the page from 768 px (at most 36rem). */
const GALLERY_SIZES = '(min-width: 1024px) 36rem, (min-width: 768px) 50vw, 100vw';

/**
 * The product images at 600x744 in a horizontal scroll-snap track (swipe, scroll or keyboard),
 * with 160x160 thumbnails that show an image. The first image loads eagerly with high priority,
 * the rest lazily. A video shows its poster linking to the video; it is embedded (without
 * cookies) only after a click, so no third-party frame loads with the page. A click or tap on an
 * image opens the zoomed view (product-zoom.tsx) at that image; Escape or its close button returns
 * the focus to the image that opened it.
 */
export function ProductGallery({ entries, name }: { entries: MediaEntry[]; name: string }) {
  const t = useTranslate();
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const [zoomed, setZoomed] = useState<number | null>(null);
  const count = entries.length;
  // The zoomed view steps through the images only (a video plays in the gallery).
  const images = entries.filter((entry) => entry.typ !== 'video').map((entry) => entry.image);

  const show = (index: number) => {
    const list = track.current;
    const slide = list?.children[index] as HTMLElement | undefined;
    if (!list || !slide) return;
    setActive(index);
    list.scrollTo({ left: slide.offsetLeft - list.offsetLeft, behavior: 'smooth' });
  };

  const onScroll = () => {
    const list = track.current;
    if (!list || list.clientWidth === 0) return;
    setActive(Math.min(count - 1, Math.round(list.scrollLeft / list.clientWidth)));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' && active < count - 1) show(active + 1);
    else if (event.key === 'ArrowLeft' && active > 0) show(active - 1);
    else return;
    event.preventDefault();
  };

  if (count === 0) {
    return <div className={styles.empty} aria-hidden="true" />;
  }

  return (
    <section className={styles.gallery} aria-label={t('Product images')}>
      <ul
        ref={track}
        className={styles.track}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-label={t('Product images')}
      >
        {entries.map((entry, index) => (
          <li
            key={`${entry.typ}-${entry.image}-${entry.vid?.video_id ?? index}`}
            className={styles.slide}
            aria-label={t('Image {number} of {count}', { number: index + 1, count })}
          >
            {entry.typ === 'video' && entry.vid ? (
              <VideoSlide entry={entry} eager={index === 0} />
            ) : (
              <button
                type="button"
                className={styles.zoomButton}
                aria-haspopup="dialog"
                aria-label={t('Zoom in on image {number} of {count}', { number: index + 1, count })}
                onClick={() => setZoomed(index)}
              >
                <GalleryImage
                  image={entry.image}
                  alt={
                    index === 0
                      ? name
                      : `${name} — ${t('Image {number} of {count}', { number: index + 1, count })}`
                  }
                  eager={index === 0}
                />
              </button>
            )}
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <ul className={styles.thumbnails}>
          {entries.map((entry, index) => (
            <li key={`thumb-${entry.typ}-${entry.image}-${entry.vid?.video_id ?? index}`}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-current={index === active ? 'true' : undefined}
                aria-label={t('Show image {number} of {count}', { number: index + 1, count })}
                onClick={() => show(index)}
              >
                <img
                  src={getImageUrl(entry.image, THUMBNAIL)}
                  width={THUMBNAIL.width}
                  height={THUMBNAIL.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
                {entry.typ === 'video' ? (
                  <span className={styles.thumbnailPlay} aria-hidden="true">
                    ▶
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoomed !== null && images.length > 0 ? (
        <Suspense fallback={null}>
          <ZoomDialog
            images={images}
            start={images.indexOf(entries[zoomed]?.image ?? '')}
            name={name}
            onClose={() => setZoomed(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function GalleryImage({ image, alt, eager }: { image: string; alt: string; eager: boolean }) {
  const src = getImageUrl(image, GALLERY_IMAGE);
  return (
    <img
      className={styles.image}
      src={src}
      srcSet={`${src} ${GALLERY_IMAGE.width}w`}
      sizes={GALLERY_SIZES}
      width={GALLERY_IMAGE.width}
      height={GALLERY_IMAGE.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      // The first image is where a tapped product card's image lands (page-transitions.tsx).
      data-transition-target={eager ? '' : undefined}
      decoding={eager ? 'sync' : 'async'}
    />
  );
}

function VideoSlide({ entry, eager }: { entry: MediaEntry; eager: boolean }) {
  const t = useTranslate();
  const [playing, setPlaying] = useState(false);
  const video = entry.vid;
  if (!video) return null;
  const embed = getVideoEmbedUrl(video);
  const title = video.title || entry.lab || t('Video');
  return (
    <>
      <a
        className={styles.poster}
        href={video.url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event) => {
          if (!embed) return;
          event.preventDefault();
          setPlaying(true);
        }}
      >
        <GalleryImage image={entry.image} alt="" eager={eager} />
        <span className={styles.play} aria-hidden="true">
          ▶
        </span>
        <span className="visually-hidden">{t('Play video: {title}', { title })}</span>
      </a>
      {playing && embed ? (
        <SidebarPanel
          load={loadVideoPanel}
          panelProps={{ title, embedUrl: embed }}
          onClose={() => setPlaying(false)}
          hidesTabBar
        />
      ) : null}
    </>
  );
}
