/**
 * The delivery of the checkout: the methods of the saved address with their prices ('Please save
 * your address before selecting a shipping method' until it is saved; 'There are no delivery
 * methods available for you cart and location.' when none delivers; when only pick-up in store is
 * offered, the reason: the shop does not deliver to that country yet), and for a pick-up the store.
 */
import { formatPrice, isPickupMethod, SAVE_ADDRESS_FIRST_MESSAGE } from '@shop/core';
import { type MessageKey, useStoreView, useTranslate } from '../../lib/i18n.ts';
import styles from './checkout.module.css';
import { PickupLocations } from './pickup-locations.tsx';
import type { CheckoutModel } from './use-checkout.ts';

/** The shop's own titles of its methods, translated; other titles are shown as configured. */
const METHOD_TITLES: Record<string, MessageKey> = {
  flatrate_flatrate: 'Standard delivery',
  express_express: 'Express delivery (next working day)',
  instorepickup_maven: 'Pick up in store',
};

export function ShippingSection({ checkout }: { checkout: CheckoutModel }) {
  const t = useTranslate();
  const storeView = useStoreView();
  const { details, shippingMethods, shippingError } = checkout;
  const chosen = details.shipping
    ? `${details.shipping.carrierCode}_${details.shipping.methodCode}`
    : null;

  let body: React.ReactNode;
  if (!details.addressSaved) {
    body = <p className={styles.note}>{t(SAVE_ADDRESS_FIRST_MESSAGE)}</p>;
  } else if (shippingError) {
    body = (
      <p role="alert" className={styles.problem}>
        {t(shippingError as MessageKey)}
      </p>
    );
  } else if (!shippingMethods) {
    body = (
      <p className={styles.note} aria-busy="true">
        {t('Loading delivery methods')}
      </p>
    );
  } else {
    const pickupOnly =
      shippingMethods.length > 0 &&
      shippingMethods.every((method) => isPickupMethod(method.carrier_code, method.method_code));
    body = (
      <>
        {pickupOnly ? (
          <p role="status" className={styles.note} data-testid="pickup-only">
            {t(
              'We do not deliver to {country} yet. You can pick up your order in one of our stores.',
              {
                country: t(`Country ${details.address.country}` as MessageKey),
              },
            )}
          </p>
        ) : null}
        <fieldset className={styles.choices}>
          <legend className={styles.visuallyHidden}>{t('Delivery method')}</legend>
          {shippingMethods.map((method) => {
            const key = `${method.carrier_code}_${method.method_code}`;
            const title = METHOD_TITLES[key];
            return (
              <label key={key} className={styles.choice}>
                <input
                  type="radio"
                  name="shipping-method"
                  value={key}
                  checked={chosen === key}
                  onChange={() =>
                    checkout.update({
                      shipping: {
                        carrierCode: method.carrier_code,
                        methodCode: method.method_code,
                      },
                      pickupLocationCode: isPickupMethod(method.carrier_code, method.method_code)
                        ? details.pickupLocationCode
                        : null,
                    })
                  }
                />
                <span className={styles.choiceTitle}>{title ? t(title) : method.method_title}</span>
                <span className={styles.choicePrice}>
                  {method.amount === 0 ? t('Free') : formatPrice(method.amount, storeView.locale)}
                </span>
              </label>
            );
          })}
        </fieldset>
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="checkout-shipping">
      <h2 id="checkout-shipping">
        <span className={styles.step} aria-hidden="true">
          2
        </span>
        {t('Delivery')}
      </h2>
      {body}
      {details.addressSaved && checkout.pickup ? <PickupLocations checkout={checkout} /> : null}
    </section>
  );
}
