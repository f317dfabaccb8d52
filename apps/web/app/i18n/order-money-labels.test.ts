import { ORDER_MONEY_LABELS } from '@shop/core';
import { describe, expect, it } from 'vitest';

/** The catalogues every page gets (the order's pages show the money rows). */
const FILES = import.meta.glob<{ default: Record<string, string> }>(
  ['./*/cart.json', './*/order.json'],
  { eager: true },
);

describe("the labels of an order's money rows", () => {
  for (const locale of ['nl-NL', 'de-DE']) {
    it(`are all in the ${locale} catalogue every page gets`, () => {
      const messages = Object.entries(FILES)
        .filter(([path]) => path.startsWith(`./${locale}/`))
        .reduce<Record<string, string>>(
          (all, [, module]) => Object.assign(all, module.default),
          {},
        );
      expect(ORDER_MONEY_LABELS.filter((key) => !(key in messages))).toEqual([]);
    });
  }
});
