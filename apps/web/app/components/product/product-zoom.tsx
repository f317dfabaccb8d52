/**
 * The product images zoomed: loaded on the gallery's first zoom, so the product page's script does
 * not carry it. Every image of the chosen variant, one at a time, fitted to the screen (a whole
 * pram with its wheels, never cut off below the fold) and pinch-zoomable on phones; next and
 * previous by the buttons, the arrow keys or a sideways swipe, with a counter ('2 / 5').
 */
import { type TouchEvent, useRef, useState } from 'react';
import { getImageUrl } from '../../lib/catalog.ts';
import { getGalleryCounter, getSwipeStep, stepGallery } from '../../lib/gallery-zoom.ts';
import { useTranslate } from '../../lib/i18n.ts';
import { useModalDialog } from '../../lib/use-dialog.ts';
import styles from './product-gallery.module.css';

/** The zoomed image's sizes: the gallery's 600x744 and twice that for large or dense screens. */
const ZOOM_IMAGE = { width: 1200, height: 1488 } as const;
const ZOOM_SMALL = { width: 600, height: 744 } as const;

export default function ZoomDialog({
  images,
  start,
  name,
  onClose,
}: {
  /** The image paths of the chosen variant, in the gallery's order. */
  images: string[];
  start: number;
  name: string;
  onClose: () => void;
}) {
  const t = useTranslate();
  const dialog = useModalDialog(onClose, { closeOnBackdrop: true });
  const [index, setIndex] = useState(() => stepGallery(start, images.length, 0));
  const touch = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const image = images[index] ?? images[0] ?? '';
  const label = (number: number) => t('Image {number} of {count}', { number, count });
  const go = (by: number) => setIndex((current) => stepGallery(current, count, by));

  const onTouchStart = (event: TouchEvent) => {
    const finger = event.touches[0];
    // Two fingers pinch-zoom: only a one-finger swipe on an unzoomed page steps.
    touch.current =
      event.touches.length === 1 && finger && (window.visualViewport?.scale ?? 1) <= 1
        ? { x: finger.clientX, y: finger.clientY }
        : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const from = touch.current;
    const finger = event.changedTouches[0];
    touch.current = null;
    if (!from || !finger) return;
    const step = getSwipeStep(finger.clientX - from.x, finger.clientY - from.y);
    if (step) go(step);
  };

  return (
    <dialog
      {...dialog}
      onKeyDown={(event) => {
        dialog.onKeyDown(event);
        if (event.key === 'ArrowRight') go(1);
        else if (event.key === 'ArrowLeft') go(-1);
        else return;
        event.preventDefault();
      }}
      className={styles.zoom}
      aria-label={t('{name}: images', { name })}
      data-testid="product-zoom"
    >
      <div className={styles.zoomBar}>
        <p className={styles.zoomCounter} aria-live="polite">
          <span aria-hidden="true">{getGalleryCounter(index, count)}</span>
          <span className="visually-hidden">{label(index + 1)}</span>
        </p>
        <button type="button" className={styles.zoomClose} onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('Close')}</span>
        </button>
      </div>
      <figure className={styles.zoomStage} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <img
          key={image}
          className={styles.zoomImage}
          src={getImageUrl(image, ZOOM_IMAGE)}
          srcSet={`${getImageUrl(image, ZOOM_SMALL)} ${ZOOM_SMALL.width}w, ${getImageUrl(image, ZOOM_IMAGE)} ${ZOOM_IMAGE.width}w`}
          sizes="100vw"
          width={ZOOM_IMAGE.width}
          height={ZOOM_IMAGE.height}
          alt={`${name} — ${label(index + 1)}`}
          decoding="async"
        />
      </figure>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.zoomStep} ${styles.zoomPrevious}`}
            onClick={() => go(-1)}
            disabled={index === 0}
          >
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t('Previous image')}</span>
          </button>
          <button
            type="button"
            className={`${styles.zoomStep} ${styles.zoomNext}`}
            onClick={() => go(1)}
            disabled={index === count - 1}
          >
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t('Next image')}</span>
          </button>
        </>
      ) : null}
    </dialog>
  );
}
