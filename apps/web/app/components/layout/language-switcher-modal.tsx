/**
 * The language switcher as a named modal (secondary-areas §2 Layout): the two store views, each
 * leading to the same page in its language, as the header's language links do (lib/alternates.ts:
 * a product or category by its slug in that language, a content page by its translation, with
 * the query of filters and sort); a page without one leads to that view's home. A full page load:
 * the other store view has its own document language.
 */
import { STORE_VIEWS } from '@shop/core';
import { alternatePath, useAlternates } from '../../lib/alternates.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { ModalFrame } from '../modal-frame.tsx';
import styles from './named-modals.module.css';

const LANGUAGES = [
  { storeView: STORE_VIEWS.nl, name: 'Nederlands', country: 'Nederland' },
  { storeView: STORE_VIEWS.de, name: 'Deutsch', country: 'Deutschland' },
] as const;

export default function LanguageSwitcherModal({ onClose }: { onClose: () => void }) {
  const t = useTranslate();
  const storeView = useStoreView();
  const alternates = useAlternates();
  return (
    <ModalFrame id="language-switcher" title={t('Choose your language')} onClose={onClose}>
      <ul className={styles.languages}>
        {LANGUAGES.map(({ storeView: target, name, country }) => {
          const current = target.code === storeView.code;
          return (
            <li key={target.code}>
              <a
                href={alternatePath(alternates, target)}
                hrefLang={target.language}
                lang={target.language}
                aria-current={current ? 'true' : undefined}
                className={styles.language}
              >
                <span className={styles.languageName}>{name}</span>
                <span className={styles.languageCountry}>{country}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </ModalFrame>
  );
}
