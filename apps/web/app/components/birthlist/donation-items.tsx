/**
 * The donation items of a birth list: a bigger gift family and friends save for together, with
 * what has been contributed so far as a progress bar. Contributing money online is not offered
 * yet (the cart cannot carry a contribution to a donation item), so the items have no action.
 */
import type { PublicBirthList } from '@shop/contracts';
import { formatPrice } from '@shop/core';
import { useId } from 'react';
import { donationProgress } from '../../lib/birthlist-public.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import styles from './birthlist-public.module.css';

type Donation = PublicBirthList['donation_items'][number];

export function DonationItems({ donations }: { donations: readonly Donation[] }) {
  const t = useTranslate();
  return (
    <section className={styles.section} aria-labelledby="birthlist-donations-title">
      <h2 id="birthlist-donations-title">{t('Contributions towards a bigger gift')}</h2>
      <ul className={styles.donations}>
        {donations.map((donation) => (
          <DonationItem key={donation.donation_item_id} donation={donation} />
        ))}
      </ul>
    </section>
  );
}

function DonationItem({ donation }: { donation: Donation }) {
  const t = useTranslate();
  const { locale } = useStoreView();
  const id = useId();
  const { percent } = donationProgress(donation.target_amount, donation.contributed_amount);
  const text = t('{contributed} of {target} raised', {
    contributed: formatPrice(donation.contributed_amount / 100, locale),
    target: formatPrice(donation.target_amount / 100, locale),
  });
  return (
    <li className={styles.donation} data-donation-id={donation.donation_item_id}>
      <h3 id={`${id}-title`} className={styles.donationTitle}>
        {donation.title}
      </h3>
      <progress
        className={styles.progress}
        max={100}
        value={percent}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      />
      <p id={`${id}-text`} className={styles.donationText}>
        {text}
      </p>
    </li>
  );
}
