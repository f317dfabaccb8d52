import { describe, expect, it } from 'vitest';
import deCheckout from './de-DE/checkout.json' with { type: 'json' };
import nlCheckout from './nl-NL/checkout.json' with { type: 'json' };

/**
 * The button that places the order says, unmistakably, that ordering means paying (EU consumer
 * rights directive art. 8(2): "order with obligation to pay" or a like wording; BGB § 312j (3),
 * Dutch Civil Code 6:230v (2)). "Bestelling plaatsen" or "Bestellen" alone does not.
 */
describe("the checkout's order button names the obligation to pay", () => {
  it('reads "Bestellen en betalen" in Dutch', () => {
    expect(nlCheckout['Place order']).toBe('Bestellen en betalen');
  });

  it('reads "Zahlungspflichtig bestellen" in German', () => {
    expect(deCheckout['Place order']).toBe('Zahlungspflichtig bestellen');
  });
});
