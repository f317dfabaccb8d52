/**
 * The donation items of a birth list: a bigger gift family and friends save for together, with
 * what has been contributed so far as a progress bar, and "contribute": the visitor opens it,
 * chooses one of the gift card's amounts and puts the contribution in the normal cart (the shop's
 * gift card, bought for the parents, marked with the donation item). The amount counts towards
 * the item once the order is placed. Without a gift card on sale the items have no action.
 */
import type { PublicBirthList } from '@shop/contracts';
import { formatPrice } from '@shop/core';
import { useId, useState } from 'react';
import {
  buildContributionLine,
  type ContributionProduct,
} from '../../lib/birthlist-contribution.ts';
import { rememberContributionList } from '../../lib/birthlist-gifts.ts';
import { donationProgress } from '../../lib/birthlist-public.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { notify } from '../../stores/notifications.ts';
import { openMicrocart, useUi } from '../../stores/ui.ts';
import type { PublicListHeader } from './birthlist-header.tsx';
import styles from './birthlist-public.module.css';

type Donation = PublicBirthList['donation_items'][number];

export function DonationItems({
  list,
  donations,
  contribution,
}: {
  list: PublicListHeader;
  donations: readonly Donation[];
  contribution: ContributionProduct | null;
}) {
  const t = useTranslate();
  return (
    <section className={styles.section} aria-labelledby="birthlist-donations-title">
      <h2 id="birthlist-donations-title">{t('Contributions towards a bigger gift')}</h2>
      <ul className={styles.donations}>
        {donations.map((donation) => (
          <DonationItem
            key={donation.donation_item_id}
            list={list}
            donation={donation}
            contribution={contribution}
          />
        ))}
      </ul>
    </section>
  );
}

function DonationItem({
  list,
  donation,
  contribution,
}: {
  list: PublicListHeader;
  donation: Donation;
  contribution: ContributionProduct | null;
}) {
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
      <p id={`${id}-text`} className={styles.donationText} data-testid="contributed">
        {text}
      </p>
      {contribution ? (
        <Contribute
          list={list}
          donation={donation}
          product={contribution}
          titleId={`${id}-title`}
        />
      ) : null}
    </li>
  );
}

/**
 * "Contribute": opens the choice of amount (the gift card's amounts, the smallest chosen) and
 * "add to cart", which adds the contribution through the cart logic (loaded on the press), as
 * the gift button does; the micro cart opens on success. This browser remembers the list and
 * the item's title to label the line in the cart and the checkout.
 */
function Contribute({
  list,
  donation,
  product,
  titleId,
}: {
  list: PublicListHeader;
  donation: Donation;
  product: ContributionProduct;
  titleId: string;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const closed = useUi((ui) => ui.shopClosed);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(product.amounts[0]?.valueId ?? 0);
  const [busy, setBusy] = useState(false);
  const amount = product.amounts.find((a) => a.valueId === chosen) ?? product.amounts[0];

  const add = async () => {
    if (!amount) return;
    setBusy(true);
    try {
      const [{ getCartSync }, { restoreCart }] = await Promise.all([
        import('../../stores/cart-sync.ts'),
        import('../../stores/cart.ts'),
      ]);
      await restoreCart(storeView.code);
      rememberContributionList(donation.donation_item_id, {
        name: list.name,
        urlKey: list.urlKey,
        title: donation.title,
      });
      const result = await getCartSync(storeView).addToCart({
        line: buildContributionLine(product, donation.donation_item_id, amount),
        stock: { is_in_stock: true },
      });
      if (result.status === 200) {
        setOpen(false);
        openMicrocart();
      }
    } catch (error) {
      const { errorText } = await import('../../lib/error-text.ts');
      notify({ type: 'danger', message: await errorText(storeView.locale, error) });
    } finally {
      setBusy(false);
    }
  };

  if (closed) {
    return (
      <div className={styles.contribute}>
        <button type="button" className={styles.secondary} disabled>
          {t('Closed on Sunday')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.contribute}>
      <button
        type="button"
        className={styles.secondary}
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={titleId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('Contribute')}
      </button>
      <div id={panelId} className={styles.contributePanel} hidden={!open}>
        <fieldset className={styles.amounts}>
          <legend>{t('Choose an amount')}</legend>
          {product.amounts.map((option) => (
            <label key={option.valueId} className={styles.amount}>
              <input
                type="radio"
                name={`${panelId}-amount`}
                value={option.valueId}
                checked={option.valueId === amount?.valueId}
                onChange={() => setChosen(option.valueId)}
                disabled={busy}
              />
              <span>{formatPrice(option.cents / 100, storeView.locale)}</span>
            </label>
          ))}
        </fieldset>
        <p className={styles.donationText}>
          {t(
            'Your contribution is a gift card for the parents. It counts towards this gift once your order is placed.',
          )}
        </p>
        <button
          type="button"
          className="add-to-cart"
          aria-busy={busy || undefined}
          disabled={busy || !amount}
          onClick={add}
        >
          {busy
            ? t('Adding…')
            : t('Add {amount} to cart', {
                amount: amount ? formatPrice(amount.cents / 100, storeView.locale) : '',
              })}
        </button>
      </div>
    </div>
  );
}
