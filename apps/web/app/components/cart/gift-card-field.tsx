/**
 * The gift card field of the cart and the checkout: a code to redeem (it pays part of the total;
 * the server's refusal shows in the shopper's language, 'This is not a valid giftcard' or the
 * guessing limit), the applied cards with what each pays and what stays on it, each with a remove
 * button, and a balance check of the typed code (its balance and last day). The totals re-sync
 * after every change.
 */
import type { AppliedCredit } from '@shop/contracts';
import { formatPrice } from '@shop/core';
import { useState } from 'react';
import { checkGiftCard } from '../../lib/cart-api.ts';
import { errorText } from '../../lib/error-text.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { getCartSync } from '../../stores/cart-sync.ts';
import styles from './cart.module.css';
import { CodeForm } from './code-form.tsx';

export function GiftCardField({
  applied,
  disabled,
}: {
  applied: readonly AppliedCredit[];
  disabled: boolean;
}) {
  const storeView = useStoreView();
  const t = useTranslate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [balance, setBalance] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cart = getCartSync(storeView);
  const format = (amount: number) => formatPrice(amount, storeView.locale);
  // The credits also hold the reward points the customer spends: those show in their own field.
  const cards = applied.filter((credit) => credit.kind === 'giftcard');

  async function run(action: () => Promise<string | null>, clear: boolean) {
    setBusy(true);
    setError(null);
    setBalance(null);
    const message = await action();
    setBusy(false);
    if (message) setError(message);
    else if (clear) setValue('');
  }

  async function checkBalance(): Promise<string | null> {
    try {
      const card = await checkGiftCard(storeView.code, value.trim());
      const until = new Intl.DateTimeFormat(storeView.locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(new Date(card.expires_at));
      setBalance(
        t('Gift card {code}: balance {amount}, valid until {date}.', {
          code: card.code,
          amount: format(card.balance),
          date: until,
        }),
      );
      return null;
    } catch (failure) {
      return errorText(storeView.locale, failure);
    }
  }

  return (
    <div className={styles.coupon} data-testid="gift-card-field">
      {cards.length > 0 ? (
        <ul className={styles.giftCards} aria-label={t('Applied gift cards')}>
          {cards.map((card) => (
            <li key={card.code}>
              <span>
                {t('Gift card {code}: {amount} used, {balance} left', {
                  code: card.code,
                  amount: format(card.amount_used),
                  balance: format(card.balance_left),
                })}
              </span>
              <button
                type="button"
                disabled={busy || disabled}
                onClick={() => run(() => cart.removeGiftCard(card.code), false)}
              >
                {t('Remove gift card {code}', { code: card.code })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <CodeForm
        label={t('Gift card code')}
        name="giftCardCode"
        submitLabel={t('Redeem gift card')}
        value={value}
        onValueChange={setValue}
        onSubmit={(typed) => void run(() => cart.applyGiftCard(typed), true)}
        disabled={busy || disabled}
        inputProps={{ autoCapitalize: 'characters', spellCheck: false }}
      >
        <button
          type="button"
          className={styles.linkButton}
          disabled={busy || disabled || !value.trim()}
          onClick={() => run(checkBalance, false)}
        >
          {t('Check balance')}
        </button>
      </CodeForm>
      {balance ? <p role="status">{balance}</p> : null}
      {error ? (
        <p role="alert" className={styles.lineError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
