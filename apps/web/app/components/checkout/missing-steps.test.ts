import { describe, expect, it } from 'vitest';
import { type CheckoutProgress, missingSteps } from './missing-steps.ts';

const complete: CheckoutProgress = {
  addressSaved: true,
  virtual: false,
  deliveryChosen: true,
  pickup: false,
  pickupLocationChosen: false,
  paymentChosen: true,
};

describe('missingSteps', () => {
  it('misses nothing once address, delivery and payment are there', () => {
    expect(missingSteps(complete)).toEqual([]);
  });

  it('lists every missing step in the order of the checkout, each with its section', () => {
    expect(
      missingSteps({
        ...complete,
        addressSaved: false,
        deliveryChosen: false,
        paymentChosen: false,
      }),
    ).toEqual([
      { message: 'Please save your address first.', section: 'checkout-address' },
      { message: 'Please choose a delivery method.', section: 'checkout-shipping' },
      { message: 'Please choose a payment method.', section: 'checkout-payment' },
    ]);
  });

  it('asks the store of a pick-up, and no delivery for a cart that delivers nothing', () => {
    expect(missingSteps({ ...complete, pickup: true }).map((step) => step.message)).toEqual([
      'Please choose a pick-up location.',
    ]);
    expect(missingSteps({ ...complete, virtual: true, deliveryChosen: false })).toEqual([]);
  });
});
