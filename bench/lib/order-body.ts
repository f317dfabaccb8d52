/** The order the benchmarks place: a guest order of the nl store view, paid cash on delivery. */

function address(overrides: Record<string, unknown> = {}) {
  return {
    firstname: 'Anna',
    lastname: 'Jansen',
    street: ['Kerkstraat', '12', 'b'],
    city: 'Utrecht',
    postcode: '3511 AB',
    country_id: 'NL',
    telephone: '0612345678',
    ...overrides,
  };
}

/** A guest order (no cart_id) with the given lines, delivered by flat rate, cash on delivery. */
export function guestOrderBody(
  orderId: string,
  products: { sku: string; qty: number }[],
  email = 'bench@example.nl',
) {
  const now = new Date().toString();
  return {
    order_id: orderId,
    created_at: now,
    updated_at: now,
    transmited: true,
    user_id: '',
    cart_id: '',
    store_code: 'nl',
    products,
    addressInformation: {
      shippingAddress: address(),
      billingAddress: address({ email }),
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
      payment_method_code: 'cashondelivery',
      payment_method_additional: {},
    },
  };
}
