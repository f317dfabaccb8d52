/**
 * A product image zoomed: loaded on the gallery's first zoom, so the product page's script does
 * not carry it.
 */
import { getImageUrl } from '../../lib/catalog.ts';
import { useTranslate } from '../../lib/i18n.ts';
import { useModalDialog } from '../../lib/use-dialog.ts';
import styles from './product-gallery.module.css';

/** The zoomed view's image: twice the gallery size (1200x1488). */
const ZOOM_IMAGE = { width: 1200, height: 1488 } as const;

/** One image at the zoom size, filling the screen; pinch-zoom and scrolling stay allowed. */
export default function ZoomDialog({
  image,
  alt,
  onClose,
}: {
  image: string;
  alt: string;
  onClose: () => void;
}) {
  const t = useTranslate();
  const dialog = useModalDialog(onClose, { closeOnBackdrop: true });
  return (
    <dialog {...dialog} className={styles.zoom} aria-label={alt}>
      <button type="button" className={styles.zoomClose} onClick={onClose}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t('Close')}</span>
      </button>
      <img
        className={styles.zoomImage}
        src={getImageUrl(image, ZOOM_IMAGE)}
        width={ZOOM_IMAGE.width}
        height={ZOOM_IMAGE.height}
        alt={alt}
        decoding="async"
      />
    </dialog>
  );
}
