/**
 * The top of the manage page: the list's name, expected date and message, the link family and
 * friends open (with a copy button, and the phone's share sheet where there is one), and the
 * statistics (wanted, bought, still wanted, contributed), counted by core's rule from the list as
 * the browser holds it, so they follow every change at once.
 */
import type { BirthList } from '@shop/contracts';
import {
  birthListShareUrl,
  birthListStatistics,
  formatCalendarDate,
  formatPrice,
} from '@shop/core';
import { useEffect, useState } from 'react';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { notify } from '../../stores/notifications.ts';
import styles from './birthlist.module.css';

export function ListOverview({ list }: { list: BirthList }) {
  const t = useTranslate();
  const storeView = useStoreView();
  const date = formatCalendarDate(list.expected_date, storeView.locale);
  return (
    <section className={`${styles.card} ${styles.warm}`} aria-labelledby="birthlist-title">
      <div className={styles.header}>
        <h1 id="birthlist-title">{list.display_name}</h1>
        <p>{t('Expected: {date}', { date })}</p>
        {list.message ? <p className={styles.muted}>{list.message}</p> : null}
      </div>
      <ShareLink urlKey={list.url_key} name={list.display_name} />
    </section>
  );
}

/** The share link with copy (and share, where the device offers it). */
function ShareLink({ urlKey, name }: { urlKey: string; name: string }) {
  const t = useTranslate();
  const storeView = useStoreView();
  const [origin, setOrigin] = useState('');
  const [copied, setCopied] = useState(false);
  const [canShare, setCanShare] = useState(false);
  useEffect(() => {
    setOrigin(window.location.origin);
    setCanShare(typeof navigator.share === 'function');
  }, []);
  const url = birthListShareUrl(origin, storeView.code, urlKey);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      notify({ type: 'success', message: t('The link has been copied') });
    } catch {
      notify({ type: 'warning', message: t('The link could not be copied; select it to copy it') });
    }
  };

  return (
    <div className={styles.share}>
      <h2>{t('Share your birth list')}</h2>
      <p className={styles.muted}>
        {t('Send this link to family and friends: they see your list and can give a gift.')}
      </p>
      <output className={styles.shareLink} data-testid="birthlist-share-link">
        {url}
      </output>
      <div className={styles.row}>
        <button type="button" className={styles.primary} onClick={copy}>
          {copied ? t('Link copied') : t('Copy link')}
        </button>
        {canShare ? (
          <button
            type="button"
            className={styles.secondary}
            onClick={() => navigator.share({ title: name, url }).catch(() => undefined)}
          >
            {t('Share')}
          </button>
        ) : null}
        <a className={styles.secondary} href={url} target="_blank" rel="noopener">
          {t('View as a guest')}
        </a>
      </div>
    </div>
  );
}

/** The statistics of the list. */
export function ListStatistics({ list }: { list: BirthList }) {
  const t = useTranslate();
  const storeView = useStoreView();
  const stats = birthListStatistics(
    list.items.map((item) => ({ qtyWanted: item.qty, qtyBought: item.qty_bought })),
    list.donation_items.map((donation) => ({
      targetAmount: donation.target_amount,
      contributedAmount: donation.contributed_amount,
    })),
  );
  return (
    <section aria-labelledby="birthlist-stats" className={styles.share}>
      <h2 id="birthlist-stats" className="visually-hidden">
        {t('Statistics')}
      </h2>
      <dl className={styles.stats} data-testid="birthlist-statistics">
        <Figure label={t('Products wanted')} value={String(stats.itemsWanted)} />
        <Figure label={t('Bought')} value={String(stats.itemsBought)} />
        <Figure label={t('Still wanted')} value={String(stats.itemsStillWanted)} />
        <Figure
          label={t('Contributed')}
          value={formatPrice(stats.contributedAmount / 100, storeView.locale)}
        />
      </dl>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.stat}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
