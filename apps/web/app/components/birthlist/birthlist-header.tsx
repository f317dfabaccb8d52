/**
 * The top of a birth list's public page: the parents' chosen name, their message and the
 * expected date (already written in the page's language by the loader), and how giving works.
 */
import { useTranslate } from '../../lib/i18n.ts';
import styles from './birthlist-public.module.css';

export interface PublicListHeader {
  urlKey: string;
  name: string;
  message: string;
  /** The expected date in the page's language, null when the list has none readable. */
  expectedDate: string | null;
}

export function BirthListHeader({ list }: { list: PublicListHeader }) {
  const t = useTranslate();
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{t('Birth list of {name}', { name: list.name })}</h1>
      {list.expectedDate ? (
        <p className={styles.expected}>{t('Expected on {date}', { date: list.expectedDate })}</p>
      ) : null}
      {list.message ? (
        <blockquote className={styles.message}>
          <p>{list.message}</p>
        </blockquote>
      ) : null}
      <p className={styles.intro}>
        {t(
          'Choose a gift from the list below. Once your order is placed, your gift shows as bought on the list.',
        )}
      </p>
    </header>
  );
}
