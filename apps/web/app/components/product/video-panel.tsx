/**
 * The video panel (secondary-areas §2 Layout): a product video played in a dialog, embedded without
 * cookies only once the shopper asked for it. Loaded when first opened; the tab bar hides while
 * it is open.
 */
import { ModalFrame } from '../modal-frame.tsx';
import styles from './product-dialogs.module.css';

export default function VideoPanel({
  title,
  embedUrl,
  onClose,
}: {
  title: string;
  embedUrl: string;
  onClose: () => void;
}) {
  return (
    <ModalFrame id="video-panel" title={title} onClose={onClose} wide testId="video-panel">
      <iframe
        className={styles.video}
        src={embedUrl}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    </ModalFrame>
  );
}
