/**
 * The shop's consent banner (secondary-areas §9): what is measured and why, the choice to refuse
 * or accept with two equal buttons, and a choice per purpose (analytics, marketing). Not a wall:
 * the page stays usable while it shows, and nothing is measured until the shopper accepts.
 * It comes in the consent code's chunk (ConsentAsker): a shopper who has not chosen yet loads
 * one script for Consent Mode and the banner.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { COOKIE_STATEMENT_PATH, readConsent, saveConsent } from '../../lib/consent.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { localizePath } from '../../lib/store-view.ts';
import styles from './consent-banner.module.css';

export default function ConsentBanner({
  takeFocus,
  onClose,
}: {
  takeFocus: boolean;
  onClose: () => void;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const current = readConsent();
  const [analytics, setAnalytics] = useState(current?.analytics ?? false);
  const [marketing, setMarketing] = useState(current?.marketing ?? false);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  const choose = (choice: { analytics: boolean; marketing: boolean }) => {
    saveConsent(choice);
    onClose();
  };
  return (
    <section className={styles.banner} aria-labelledby={titleId} data-testid="consent-banner">
      <div className={styles.inner}>
        <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
          {t('Cookies and your privacy')}
        </h2>
        <p className={styles.text}>
          {t('Consent banner text')}{' '}
          <a href={localizePath(storeView, COOKIE_STATEMENT_PATH)}>
            {t('Read the cookie statement')}
          </a>
        </p>
        <details className={styles.details}>
          <summary>{t('Choose per purpose')}</summary>
          <fieldset className={styles.purposes}>
            <legend className={styles.legend}>{t('What may we use?')}</legend>
            <label className={styles.purpose}>
              <input type="checkbox" checked disabled />
              <span>
                <strong>{t('Consent purpose necessary')}</strong> {t('Consent necessary text')}
              </span>
            </label>
            <label className={styles.purpose}>
              <input
                type="checkbox"
                checked={analytics}
                onChange={(event) => setAnalytics(event.target.checked)}
              />
              <span>
                <strong>{t('Consent purpose statistics')}</strong> {t('Consent statistics text')}
              </span>
            </label>
            <label className={styles.purpose}>
              <input
                type="checkbox"
                checked={marketing}
                onChange={(event) => setMarketing(event.target.checked)}
              />
              <span>
                <strong>{t('Consent purpose marketing')}</strong> {t('Consent marketing text')}
              </span>
            </label>
            <button
              type="button"
              className={styles.button}
              onClick={() => choose({ analytics, marketing })}
            >
              {t('Save my choice')}
            </button>
          </fieldset>
        </details>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.button}
            onClick={() => choose({ analytics: false, marketing: false })}
          >
            {t('Refuse')}
          </button>
          <button
            type="button"
            className={styles.button}
            onClick={() => choose({ analytics: true, marketing: true })}
          >
            {t('Accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
