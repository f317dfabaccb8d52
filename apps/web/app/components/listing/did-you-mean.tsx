import { Link } from 'react-router';
import { useTranslate } from '../../lib/i18n.ts';
import styles from './did-you-mean.module.css';

/** Stands in for the corrected text while the sentence around it is translated. */
const SLOT = '\u0000';

/**
 * The "Did you mean …?" note of a search whose misspelt words were searched as the closest
 * indexed words (the API's `correctedQuery`), or of one that found nothing while a close query
 * finds products (`suggestedQuery`): the text searches it as such, a link on the search page, a
 * button in the search overlay.
 */
export function DidYouMean({
  corrected,
  href,
  onChoose,
}: {
  corrected: string;
  href?: string;
  onChoose?: (text: string) => void;
}) {
  const t = useTranslate();
  const [before = '', after = ''] = t('Did you mean {query}?', { query: SLOT }).split(SLOT);
  const choice = href ? (
    <Link to={href} className={styles.choice}>
      {corrected}
    </Link>
  ) : (
    <button type="button" className={styles.choice} onClick={() => onChoose?.(corrected)}>
      {corrected}
    </button>
  );
  return (
    <p className={styles.note}>
      {before}
      {choice}
      {after}
    </p>
  );
}
