/**
 * The donation items of the birth list: contributions towards something larger (a pram, a
 * savings account), each with its title, target amount and what has been contributed so far.
 * The parents add, change and remove them here; amounts are typed in euros and kept in cents.
 */
import type { BirthListDonationItem } from '@shop/contracts';
import { donationProgress, formatPrice, parseEuroAmount } from '@shop/core';
import { type FormEvent, useId, useState } from 'react';
import { errorText } from '../../lib/error-text.ts';
import { type MessageKey, useStoreView, useTranslate } from '../../lib/i18n.ts';
import { addDonation, changeDonation, removeDonation } from '../../stores/birthlist.ts';
import { notify } from '../../stores/notifications.ts';
import styles from './birthlist.module.css';

export function DonationItems({ donations }: { donations: readonly BirthListDonationItem[] }) {
  const t = useTranslate();
  const [adding, setAdding] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="birthlist-donations">
      <div className={styles.sectionHeader}>
        <h2 id="birthlist-donations">{t('Contributions')}</h2>
        {adding ? null : (
          <button type="button" className={styles.secondary} onClick={() => setAdding(true)}>
            {t('Add a contribution')}
          </button>
        )}
      </div>
      <p className={styles.muted}>
        {t(
          'For something larger, such as a pram: family and friends contribute an amount of their choice.',
        )}
      </p>
      {adding ? (
        <DonationForm
          submitLabel="Add contribution"
          onSave={async (values) => {
            await addDonation(values);
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : null}
      {donations.length > 0 ? (
        <ul className={styles.donations}>
          {donations.map((donation) => (
            <DonationRow key={donation.donation_item_id} donation={donation} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function DonationRow({ donation }: { donation: BirthListDonationItem }) {
  const t = useTranslate();
  const storeView = useStoreView();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const percent = donationProgress(donation.contributed_amount, donation.target_amount);
  const contributed = formatPrice(donation.contributed_amount / 100, storeView.locale);
  const target = formatPrice(donation.target_amount / 100, storeView.locale);
  if (editing) {
    return (
      <li className={styles.donation}>
        <DonationForm
          initial={donation}
          submitLabel="Save"
          onSave={async (values) => {
            await changeDonation(donation.donation_item_id, values);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className={styles.donation} data-donation={donation.title}>
      <p>
        <strong>{donation.title}</strong>
      </p>
      <progress
        className={styles.progress}
        max={100}
        value={percent}
        aria-label={t('{title}: {contributed} of {target} contributed', {
          title: donation.title,
          contributed,
          target,
        })}
      />
      <p className={styles.muted}>
        {t('{contributed} of {target} contributed', { contributed, target })}
      </p>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('Change {title}', { title: donation.title })}
          onClick={() => setEditing(true)}
        >
          {t('Change')}
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('Remove {title}', { title: donation.title })}
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await removeDonation(donation.donation_item_id);
              notify({ type: 'success', message: t('The contribution has been removed') });
            } catch (error) {
              notify({ type: 'danger', message: await errorText(storeView.locale, error) });
              setBusy(false);
            }
          }}
        >
          <span className="icon icon--close" aria-hidden="true" />
          <span aria-hidden="true">{t('Remove')}</span>
        </button>
      </div>
    </li>
  );
}

/** Title and target amount (euros, whole cents) of a donation item. */
function DonationForm({
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  initial?: BirthListDonationItem;
  submitLabel: MessageKey;
  onSave: (values: { title: string; target_amount: number }) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const ids = { title: useId(), amount: useId() };
  const [title, setTitle] = useState(initial?.title ?? '');
  const [amount, setAmount] = useState(initial ? String(initial.target_amount / 100) : '');
  const [errors, setErrors] = useState<{ title?: MessageKey; amount?: MessageKey }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The API says when an amount is above its largest target.
    const cents = parseEuroAmount(amount);
    const found = {
      ...(title.trim() === '' ? { title: 'Field is required' as const } : {}),
      ...(cents === null ? { amount: 'Enter an amount in euros, e.g. 250' as const } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || cents === null) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSave({ title: title.trim(), target_amount: cents });
    } catch (error) {
      setFailure(await errorText(storeView.locale, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate className={styles.form} onSubmit={submit}>
      <div className={styles.field}>
        <label htmlFor={ids.title}>{t('What is it for?')}</label>
        <input
          id={ids.title}
          name="title"
          maxLength={200}
          value={title}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${ids.title}-error` : undefined}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        {errors.title ? (
          <p id={`${ids.title}-error`} className={styles.error}>
            {t(errors.title)}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.amount}>{t('Target amount in euros')}</label>
        <input
          id={ids.amount}
          name="target_amount"
          inputMode="decimal"
          value={amount}
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={errors.amount ? `${ids.amount}-error` : undefined}
          onChange={(event) => setAmount(event.currentTarget.value)}
        />
        {errors.amount ? (
          <p id={`${ids.amount}-error`} className={styles.error}>
            {t(errors.amount)}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.row}>
        <button
          type="submit"
          className={styles.primary}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {t(submitLabel)}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {t('Cancel')}
        </button>
      </div>
    </form>
  );
}
