/**
 * The checkout's state and its server calls: the details (kept while in checkout), the shipping
 * methods of the saved address (unavailable ones dropped), the shipping information of the chosen
 * method (its totals and payment methods), iDEAL's issuers (once, after the payment methods), the
 * chosen payment method sent to the cart debounced by 1000 ms, and placing the order.
 */
import type { PaymentMethod, ShippingMethod } from '@shop/contracts';
import {
  buildOrder,
  checkoutAddress,
  FREE_PAYMENT_CODE,
  isPickupMethod,
  isVirtualCart,
  NO_DELIVERY_MESSAGE,
  normalizePostcode,
  PICKUP_CARRIER_CODE,
  PICKUP_METHOD_CODE,
  type StoreView,
  validateAddress,
  validateEmail,
  validateName,
} from '@shop/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  estimateShippingMethods,
  type ShippingInformationAddress,
  setShippingInformation,
} from '../../lib/cart-api.ts';
import { getCheckoutTotals, getDeliveryKey } from '../../lib/cart-view.ts';
import {
  getPaymentAdditionalDetails,
  type PickupLocation,
  selectPaymentMethod,
} from '../../lib/checkout-api.ts';
import { errorText } from '../../lib/error-text.ts';
import { useDutchAddressFill } from '../../lib/use-dutch-address-fill.ts';
import type { CurrentUser } from '../../lib/user-api.ts';
import { restoreCart, useCart } from '../../stores/cart.ts';
import { getCartSync } from '../../stores/cart-sync.ts';
import {
  type CheckoutAddress,
  type CheckoutDetails,
  loadCheckoutDetails,
  saveCheckoutDetails,
} from '../../stores/checkout.ts';
import { takePickupPreference } from '../../stores/pickup-preference.ts';
import { nameAccountIfUnnamed, saveDefaultAddress } from '../../stores/user.ts';
import { useCheckoutAnalytics } from './use-checkout-analytics.ts';

/** How long a payment method change waits before it is sent to the cart, in ms. */
const PAYMENT_METHOD_DEBOUNCE_MS = 1000;

export type AddressField = keyof CheckoutAddress | 'firstName' | 'lastName' | 'email';

/**
 * The address in the account: not asked, being stored, stored (the API confirmed it) or refused
 * (with the message to show).
 */
export type AccountAddressState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; message: string };
export type AddressErrors = Partial<Record<AddressField, string>>;

/** The details a checkout starts with: the kept ones, else the customer's default address. */
export function initialDetails(storeView: StoreView, user: CurrentUser): CheckoutDetails {
  const details = keptOrNewDetails(storeView, user);
  // A store the shopper asked to pick up in (the in-store page): the pick-up there is chosen.
  const pickupStore = takePickupPreference(storeView.code);
  if (!pickupStore) return details;
  return {
    ...details,
    shipping: { carrierCode: PICKUP_CARRIER_CODE, methodCode: PICKUP_METHOD_CODE },
    pickupLocationCode: pickupStore.code,
    pickupSearch: pickupStore.postcode,
  };
}

/**
 * The kept details, unless they hold nothing but the e-mail address of the checkout's first step
 * (a shopper who just logged in there): then the account's names and default address.
 */
function keptOrNewDetails(storeView: StoreView, user: CurrentUser): CheckoutDetails {
  const kept = loadCheckoutDetails(storeView.code);
  if (kept && !holdsOnlyAnEmail(kept)) return kept;
  return accountDetails(storeView, user);
}

function holdsOnlyAnEmail(details: CheckoutDetails): boolean {
  const { personal, address } = details;
  return (
    !details.addressSaved &&
    personal.firstName === '' &&
    personal.lastName === '' &&
    address.streetAddress === '' &&
    address.houseNumber === '' &&
    address.zipCode === '' &&
    address.city === ''
  );
}

/** Details of a checkout that starts with the account's names, e-mail and default address. */
function accountDetails(storeView: StoreView, user: CurrentUser): CheckoutDetails {
  return newDetails(
    storeView,
    { firstName: user.firstname, lastName: user.lastname, email: user.email },
    user.addresses.find((entry) => String(entry.id) === user.default_shipping) ?? user.addresses[0],
  );
}

/** Details of a checkout that starts now: the personal details and, when known, an address. */
export function newDetails(
  storeView: StoreView,
  personal: CheckoutDetails['personal'],
  address?: CurrentUser['addresses'][number],
): CheckoutDetails {
  return {
    personal,
    address: {
      country: address?.country_id ?? storeView.defaultCountry ?? 'NL',
      streetAddress: address?.street[0] ?? '',
      houseNumber: address?.street[1] ?? '',
      affix: address?.street[2] ?? '',
      city: address?.city ?? '',
      zipCode: address?.postcode ?? '',
      phoneNumber: address?.telephone ?? '',
    },
    addressSaved: false,
    shipping: null,
    pickupLocationCode: null,
    payment: { method: null, issuer: null },
    modifiedAt: 0,
  };
}

/** Problems of the personal details and address by field (message keys). */
export function addressErrors(details: CheckoutDetails): AddressErrors {
  const { personal, address } = details;
  const problems = validateAddress({
    firstname: personal.firstName,
    lastname: personal.lastName,
    street: [address.streetAddress, address.houseNumber, address.affix],
    city: address.city,
    postcode: address.zipCode,
    country_id: address.country,
    telephone: address.phoneNumber,
  });
  const errors: AddressErrors = {};
  const set = (field: AddressField, message: string | null | undefined) => {
    if (message) errors[field] = message;
  };
  set('firstName', validateName(personal.firstName));
  set('lastName', validateName(personal.lastName));
  set('email', validateEmail(personal.email));
  set('streetAddress', problems['street.0']);
  set('houseNumber', problems['street.1']);
  set('zipCode', problems.postcode);
  set('city', problems.city);
  set('country', problems.country_id);
  set('phoneNumber', problems.telephone);
  return errors;
}

export function useCheckout(storeView: StoreView, user: CurrentUser) {
  const code = storeView.code;
  const restored = useCart(code, (state) => state.restored);
  const items = useCart(code, (state) => state.items);
  const cartId = useCart(code, (state) => state.cartId);
  const totals = useCart(code, (state) => state.totals);
  const [details, setDetails] = useState<CheckoutDetails>(() => initialDetails(storeView, user));
  const [shippingMethods, setShippingMethods] = useState<ShippingMethod[] | null>(null);
  const [shippingError, setShippingError] = useState<string | null>(null);
  const [paymentMethods, setPaymentMethods] = useState<PaymentMethod[] | null>(null);
  /** The delivery (method and country) the cart's totals were last priced for by this page. */
  const [pricedDelivery, setPricedDelivery] = useState<string | null>(null);
  const [issuers, setIssuers] = useState<{ code: string; name: string }[] | null>(null);
  const [pickupLocation, setPickupLocation] = useState<PickupLocation | null>(null);
  /** 'Save this address in my account' is ticked. */
  const [saveToAccount, setSaveToAccount] = useState(false);
  const [accountAddress, setAccountAddress] = useState<AccountAddressState>({ kind: 'idle' });
  const virtual = isVirtualCart(items);
  const sync = getCartSync(storeView);

  // The cart of this store view, restored and connected to the server (the calls need its id).
  useEffect(() => {
    let cancelled = false;
    void restoreCart(code).then(async () => {
      if (cancelled) return;
      const cart = getCartSync(storeView);
      await cart.sync({ forceClientState: true });
    });
    return () => {
      cancelled = true;
    };
  }, [code, storeView]);

  const update = useCallback(
    (change: Partial<CheckoutDetails>) => {
      setDetails((current) => {
        const next = { ...current, ...change, modifiedAt: Date.now() };
        saveCheckoutDetails(code, next);
        return next;
      });
    },
    [code],
  );

  /** A changed address must be saved again before a shipping method is chosen. */
  const changeAddress = (field: AddressField, value: string) => {
    setAccountAddress({ kind: 'idle' });
    if (field === 'firstName' || field === 'lastName' || field === 'email') {
      update({ personal: { ...details.personal, [field]: value }, addressSaved: false });
    } else {
      update({ address: { ...details.address, [field]: value }, addressSaved: false });
    }
  };

  /**
   * Checks the address; when it is fine it counts as saved for this order, and, when the shopper
   * asked for it, it is stored in the account as the default address (shown as saved only once
   * the API confirmed it). Answers the problems.
   */
  const saveAddress = (): AddressErrors => {
    const errors = addressErrors(details);
    if (Object.keys(errors).length > 0) return errors;
    const address = {
      ...details.address,
      zipCode: normalizePostcode(details.address.zipCode, details.address.country),
    };
    update({ addressSaved: true, address });
    // An e-mail-only checkout's account has no name yet: it takes the address's.
    void nameAccountIfUnnamed(details.personal.firstName, details.personal.lastName);
    if (saveToAccount) {
      setAccountAddress({ kind: 'saving' });
      const stored = checkoutAddress({ personal: details.personal, address });
      saveDefaultAddress({
        firstname: stored.firstname,
        lastname: stored.lastname,
        street: stored.street,
        city: stored.city,
        postcode: stored.postcode,
        country_id: stored.country_id,
        telephone: stored.telephone || null,
      })
        .then(() => setAccountAddress({ kind: 'saved' }))
        .catch(async (error: unknown) =>
          setAccountAddress({ kind: 'failed', message: await errorText(storeView.locale, error) }),
        );
    }
    return errors;
  };

  const ids = useCallback(() => sync.ids(), [sync]);

  // A Dutch postcode and house number fill in street and town (use-dutch-address-fill.ts): a
  // filled line is a change of the address like a typed one, so it must be saved again. The
  // lookup's word on the postcode (unknown to the shop) shows at the field.
  const addressLookup = useDutchAddressFill(
    {
      country: details.address.country,
      postcode: details.address.zipCode,
      houseNumber: details.address.houseNumber,
      street: details.address.streetAddress,
      city: details.address.city,
    },
    (change) =>
      setDetails((current) => {
        const { address } = current;
        const lines = change({ street: address.streetAddress, city: address.city });
        if (lines.street === address.streetAddress && lines.city === address.city) return current;
        const next = {
          ...current,
          address: { ...address, streetAddress: lines.street, city: lines.city },
          addressSaved: false,
          modifiedAt: Date.now(),
        };
        saveCheckoutDetails(code, next);
        return next;
      }),
  );

  // Shipping methods for the saved address; unavailable ones are dropped.
  const { country, zipCode, city, streetAddress, houseNumber } = details.address;
  useEffect(() => {
    setShippingMethods(null);
    setShippingError(null);
    const cartIds = ids();
    if (!details.addressSaved || !cartId || !cartIds || virtual) return;
    let cancelled = false;
    estimateShippingMethods(code, cartIds, {
      country_id: country,
      street: [streetAddress, houseNumber],
      postcode: zipCode,
      city,
      region: '',
      region_id: 0,
      region_code: '',
    })
      .then((methods) => {
        if (cancelled) return;
        const available = methods.filter((method) => method.available);
        setShippingMethods(available);
        if (available.length === 0) setShippingError(NO_DELIVERY_MESSAGE);
      })
      .catch(async (error: unknown) => {
        const message = await errorText(storeView.locale, error);
        if (!cancelled) setShippingError(message);
      });
    return () => {
      cancelled = true;
    };
  }, [
    details.addressSaved,
    cartId,
    virtual,
    code,
    country,
    zipCode,
    city,
    streetAddress,
    houseNumber,
    ids,
    storeView.locale,
  ]);

  const pickup =
    details.shipping !== null &&
    isPickupMethod(details.shipping.carrierCode, details.shipping.methodCode);

  // The chosen method (and for a pick-up its store) goes to the cart: totals and payment methods.
  const shippingKey = details.shipping
    ? `${details.shipping.carrierCode}_${details.shipping.methodCode}`
    : null;
  // Only a method offered for the saved address is sent (a method chosen for another country
  // would be refused and hide the methods that are offered).
  const offered =
    shippingKey !== null &&
    (shippingMethods ?? []).some(
      (method) => `${method.carrier_code}_${method.method_code}` === shippingKey,
    );
  const readyForShippingInfo =
    details.addressSaved &&
    cartId !== null &&
    (virtual || (offered && (!pickup || pickupLocation !== null)));

  // A chosen method the saved address is not offered (another country) is dropped.
  useEffect(() => {
    if (shippingMethods && shippingKey !== null && !offered) {
      update({ shipping: null, pickupLocationCode: null });
    }
  }, [shippingMethods, shippingKey, offered, update]);
  // The gift cards and points on the cart: applying, removing or a change of what one pays
  // changes what is left to pay, and with it the payment methods (nothing left: 'free' alone),
  // so the methods are asked for again.
  const creditsKey = (totals?.credits_applied ?? [])
    .map((credit) => `${credit.code}=${credit.amount_used}`)
    .join(',');
  // Re-sent when what it sends changes: the method, the store, the saved address (readiness),
  // and the credits applied.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the details are read when sending
  useEffect(() => {
    setPaymentMethods(null);
    const cartIds = ids();
    if (!readyForShippingInfo || !cartIds) return;
    let cancelled = false;
    const billing = billingAddressOf(details);
    const shipping: ShippingInformationAddress =
      pickup && pickupLocation ? pickupAddressOf(details, pickupLocation) : billing;
    const method = details.shipping ?? { carrierCode: 'flatrate', methodCode: 'flatrate' };
    const delivery = getDeliveryKey(details.shipping, details.address.country);
    setShippingInformation(code, cartIds, {
      shippingAddress: shipping,
      billingAddress: billing,
      shippingCarrierCode: method.carrierCode,
      shippingMethodCode: method.methodCode,
    })
      .then((answer) => {
        if (cancelled) return;
        sync.setTotals(answer.totals);
        setPricedDelivery(delivery);
        setPaymentMethods(answer.payment_methods);
      })
      .catch(async (error: unknown) => {
        const message = await errorText(storeView.locale, error);
        if (!cancelled) setShippingError(message);
      });
    return () => {
      cancelled = true;
    };
  }, [
    readyForShippingInfo,
    shippingKey,
    pickupLocation?.pickup_location_code,
    code,
    ids,
    sync,
    creditsKey,
  ]);

  // iDEAL's issuers, once, after the payment methods are known.
  const haveMethods = paymentMethods !== null;
  useEffect(() => {
    if (!haveMethods || issuers !== null) return;
    getPaymentAdditionalDetails()
      .then((details) => setIssuers(details.flatMap((entry) => entry.issuers)))
      .catch(() => setIssuers([]));
  }, [haveMethods, issuers]);

  // Nothing left to pay (gift cards pay it all): 'no payment needed' is the method, unasked.
  useEffect(() => {
    const onlyFree = paymentMethods?.length === 1 && paymentMethods[0]?.code === FREE_PAYMENT_CODE;
    if (onlyFree && details.payment.method !== FREE_PAYMENT_CODE) {
      update({ payment: { method: FREE_PAYMENT_CODE, issuer: null } });
    }
  }, [paymentMethods, details.payment.method, update]);

  // A chosen method that the cart no longer offers is dropped.
  useEffect(() => {
    if (!paymentMethods || !details.payment.method) return;
    if (!paymentMethods.some((method) => method.code === details.payment.method)) {
      update({ payment: { method: null, issuer: null } });
    }
  }, [paymentMethods, details.payment.method, update]);

  // The chosen payment method goes to the cart, debounced by 1000 ms, with
  // buckaroo_skip_validation so the method's own checks wait for the order.
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The last selection on its way to the cart, and whether an order is on its way (see
  // holdingPaymentSelection).
  const selection = useRef<Promise<unknown> | null>(null);
  const held = useRef(false);
  const { method: paymentMethod, issuer } = details.payment;
  useCheckoutAnalytics({
    restored,
    items,
    coupon: totals?.coupon_code ?? null,
    detailsSaved: details.addressSaved,
    shippingKey,
    paymentMethod,
  });
  useEffect(() => {
    const cartIds = ids();
    if (!paymentMethod || !cartIds) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      // Not while an order is on its way, nor once one has closed this cart.
      if (held.current || ids()?.cartId !== cartIds.cartId) return;
      const additional = JSON.stringify({
        buckaroo_skip_validation: true,
        ...(issuer ? { issuer } : {}),
      });
      selection.current = selectPaymentMethod(code, cartIds, {
        method: paymentMethod,
        additional_data: [additional],
      }).catch((error: unknown) =>
        console.warn('[checkout] the payment method was not stored on the cart:', error),
      );
    }, PAYMENT_METHOD_DEBOUNCE_MS);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [paymentMethod, issuer, code, ids]);

  /**
   * Places an order with the payment method's storing on the cart held: a selection still
   * waiting for its debounce is dropped (the order names its payment method itself), one on its
   * way is awaited first, and none starts while the order is on its way. A selection must never
   * reach the cart after its order: the order closes the cart, and the late call is refused.
   */
  const holdingPaymentSelection = useCallback(async <T>(place: () => Promise<T>): Promise<T> => {
    held.current = true;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    try {
      await selection.current;
      return await place();
    } finally {
      held.current = false;
    }
  }, []);

  const draft = useCallback(
    () =>
      buildOrder({
        userId: user.id,
        cartId,
        storeCode: code,
        items,
        personal: details.personal,
        address: details.address,
        shipping: details.shipping,
        pickupLocationCode: pickup ? (pickupLocation?.pickup_location_code ?? null) : null,
        payment: {
          method: details.payment.method ?? '',
          additional: details.payment.issuer ? { issuer: details.payment.issuer } : {},
        },
      }),
    [user.id, cartId, code, items, details, pickup, pickupLocation],
  );

  // The summary shows a shipping cost only for the delivery chosen now (see getCheckoutTotals).
  const summaryTotals = getCheckoutTotals(
    totals,
    virtual
      ? null
      : {
          chosen: getDeliveryKey(details.shipping, details.address.country),
          priced: pricedDelivery,
        },
  );

  return {
    restored,
    items,
    /** The cart's totals as the summary shows them: no stale shipping cost. */
    totals: summaryTotals,
    details,
    virtual,
    pickup,
    update,
    changeAddress,
    addressLookup,
    saveAddress,
    saveToAccount,
    setSaveToAccount,
    accountAddress,
    shippingMethods,
    shippingError,
    paymentMethods,
    issuers,
    pickupLocation,
    setPickupLocation,
    holdingPaymentSelection,
    /** The order of the checkout as it stands (built when it is placed). */
    draft,
  };
}

export type CheckoutModel = ReturnType<typeof useCheckout>;

/** The billing address of the shipping information (the shopper's own address). */
function billingAddressOf(details: CheckoutDetails): ShippingInformationAddress {
  return {
    ...checkoutAddress(details),
    countryId: details.address.country,
    email: details.personal.email.trim(),
  };
}

/** A pick-up's shipping address: the shopper at the store, with the store's pick-up code. */
function pickupAddressOf(
  details: CheckoutDetails,
  store: PickupLocation,
): ShippingInformationAddress {
  return {
    countryId: store.country_id,
    firstname: details.personal.firstName.trim(),
    lastname: details.personal.lastName.trim(),
    company: store.name,
    street: [store.street, store.house_number],
    city: store.city,
    postcode: store.postcode,
    telephone: details.address.phoneNumber.trim(),
    extension_attributes: { pickup_location_code: store.pickup_location_code },
  };
}
