/**
 * The payment of the checkout: the methods the cart offers for the chosen delivery (check24 never,
 * no cash on delivery for virtual carts: the server decides), and for iDEAL the shopper's bank. A
 * change is sent to the cart debounced (see use-checkout.ts). The methods and their logos are
 * those of the store view's country (the API's per-view list). A gift card is redeemed here, the
 * checkout's only place for it (the provider's own gift card method is not offered): it pays
 * first, and when gift cards pay the whole order there is nothing to choose: 'no payment needed'
 * is the method.
 */
import { FREE_PAYMENT_CODE } from '@shop/core';
import { useId } from 'react';
import { type MessageKey, useTranslate } from '../../lib/i18n.ts';
import { getPaymentMethodLogos } from '../../lib/payment-method-logos.ts';
import accountStyles from '../account/account.module.css';
import { GiftCardField } from '../cart/gift-card-field.tsx';
import { PaymentLogos } from '../layout/payment-logos.tsx';
import styles from './checkout.module.css';
import type { CheckoutModel } from './use-checkout.ts';

const IDEAL = 'buckaroo_magento2_ideal';

export function PaymentSection({ checkout }: { checkout: CheckoutModel }) {
  const t = useTranslate();
  const issuerId = useId();
  const { details, paymentMethods, issuers } = checkout;
  const chosen = details.payment.method;

  let body: React.ReactNode;
  if (!paymentMethods) {
    body = <p className={styles.note}>{t('Choose a delivery method first')}</p>;
  } else if (paymentMethods.length === 1 && paymentMethods[0]?.code === FREE_PAYMENT_CODE) {
    // Gift cards and points pay the whole order: there is no method to choose.
    body = (
      <p className={styles.note} data-testid="no-payment-needed">
        {t('No payment needed')}. {t('Your gift cards and points pay the whole order.')}
      </p>
    );
  } else if (paymentMethods.length === 0) {
    body = (
      <p role="alert" className={styles.problem}>
        {t('No payment methods are available for this order.')}
      </p>
    );
  } else {
    body = (
      <fieldset className={styles.choices}>
        <legend className={styles.visuallyHidden}>{t('Payment method')}</legend>
        {paymentMethods.map((method) => (
          <div key={method.code} className={styles.choiceGroup}>
            <label className={styles.choice}>
              <input
                type="radio"
                name="payment-method"
                value={method.code}
                checked={chosen === method.code}
                onChange={() => checkout.update({ payment: { method: method.code, issuer: null } })}
              />
              <span className={styles.choiceTitle}>{t(method.title as MessageKey)}</span>
              <PaymentLogos
                logos={getPaymentMethodLogos(method.code)}
                className="payment-logos--choice"
                decorative
              />
            </label>
            {method.code === IDEAL && chosen === IDEAL && issuers && issuers.length > 0 ? (
              <div className={accountStyles.field}>
                <label htmlFor={issuerId}>{t('Your bank')}</label>
                <select
                  id={issuerId}
                  value={details.payment.issuer ?? ''}
                  onChange={(event) =>
                    checkout.update({
                      payment: { method: IDEAL, issuer: event.currentTarget.value || null },
                    })
                  }
                >
                  <option value="">{t('Choose your bank at iDEAL')}</option>
                  {issuers.map((issuer) => (
                    <option key={issuer.code} value={issuer.code}>
                      {issuer.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </div>
        ))}
      </fieldset>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="checkout-payment">
      <h2 id="checkout-payment">
        <span className={styles.step} aria-hidden="true">
          3
        </span>
        {t('Payment')}
      </h2>
      {/* The one place of the checkout to redeem a gift card: it pays first, the method the
          rest; the applied cards show here with what each pays, each with its remove button. */}
      <div className={styles.giftCards}>
        <h3>{t('Gift card')}</h3>
        <GiftCardField applied={checkout.totals?.credits_applied ?? []} disabled={false} />
      </div>
      {body}
    </section>
  );
}
