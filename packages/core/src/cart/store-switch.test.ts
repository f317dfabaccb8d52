import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  joinLines,
  linesAfterStoreSwitch,
  NOT_SOLD_IN_VIEW_MESSAGE,
  type SwitchedLine,
} from './store-switch.ts';
import type { CartItem } from './types.ts';

const line = (sku: string, qty: number, extra: Partial<CartItem> = {}): CartItem => ({
  sku,
  qty,
  type_id: 'simple',
  name: `${sku} nl`,
  price: 4.09,
  price_incl_tax: 4.95,
  image: `/img/${sku}.svg`,
  path: `/p/${sku}/${sku.toLowerCase()}-nl`,
  ...extra,
});

const switched = (
  sku: string,
  qty: number,
  itemId: number,
  extra: Partial<SwitchedLine> = {},
): SwitchedLine => ({
  item_id: itemId,
  quote_id: 'cart',
  sku,
  parentSku: sku,
  qty,
  name: `${sku} de`,
  price: 4.09,
  price_incl_tax: 4.87,
  product_type: 'simple',
  available: true,
  slug: `${sku.toLowerCase()}-de`,
  ...extra,
});

const pathOf = (server: SwitchedLine) =>
  server.slug ? `/de/p/${server.parentSku}/${server.slug}` : undefined;

describe('linesAfterStoreSwitch', () => {
  it('takes the new view’s name, price and link, and keeps the image', () => {
    const [moved] = linesAfterStoreSwitch(
      [line('SLAB', 2, { server_item_id: 7 })],
      [switched('SLAB', 2, 7)],
      pathOf,
      'server',
    );
    expect(moved).toMatchObject({
      sku: 'SLAB',
      qty: 2,
      name: 'SLAB de',
      price_incl_tax: 4.87,
      image: '/img/SLAB.svg',
      path: '/de/p/SLAB/slab-de',
      server_item_id: 7,
    });
    expect(moved?.errors).toBeUndefined();
  });

  it('marks a line the new view does not sell, keeping it with its old name and no link', () => {
    const [kept] = linesAfterStoreSwitch(
      [line('KW', 1, { server_item_id: 3 })],
      [
        switched('KW', 1, 3, {
          available: false,
          slug: null,
          name: 'KW',
          price: 0,
          price_incl_tax: 0,
        }),
      ],
      pathOf,
      'server',
    );
    expect(kept).toMatchObject({ sku: 'KW', name: 'KW nl', qty: 1 });
    expect(kept?.errors).toEqual({ availability: NOT_SOLD_IN_VIEW_MESSAGE });
    expect(kept?.path).toBeUndefined();
    // Back in a view that sells it, the mark goes.
    const [back] = linesAfterStoreSwitch(
      [kept as CartItem],
      [switched('KW', 1, 3)],
      pathOf,
      'server',
    );
    expect(back?.errors).toBeUndefined();
  });

  it('server mode: the server’s lines and quantities, plus lines never sent, once each', () => {
    const lines = linesAfterStoreSwitch(
      [
        line('SLAB', 2, { server_item_id: 7 }),
        line('GONE', 1, { server_item_id: 8 }), // removed on the server meanwhile
        line('NEW', 1), // added offline, never sent
        line('NEW', 3), // the same line in the other view's browser cart
        line('OLD', 1), // a browser line the server has (the other cart joined)
      ],
      [switched('SLAB', 5, 7), switched('OLD', 2, 9)],
      pathOf,
      'server',
    );
    expect(lines.map((l) => [l.sku, l.qty])).toEqual([
      ['SLAB', 5],
      ['OLD', 2],
      ['NEW', 1],
    ]);
  });

  it('client mode: the browser’s lines and quantities, relabelled', () => {
    const lines = linesAfterStoreSwitch(
      [line('SLAB', 4, { server_item_id: 7 }), line('NEW', 1)],
      [switched('SLAB', 2, 7)],
      pathOf,
      'client',
    );
    expect(lines.map((l) => [l.sku, l.qty, l.name])).toEqual([
      ['SLAB', 4, 'SLAB de'],
      ['NEW', 1, 'NEW nl'],
    ]);
  });

  it('never doubles a line: each sku appears at most once for distinct server skus', () => {
    const skus = fc.constantFrom('A', 'B', 'C', 'D');
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            sku: skus,
            id: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
          }),
        ),
        fc.uniqueArray(fc.record({ sku: skus, id: fc.integer({ min: 1, max: 6 }) }), {
          selector: (s) => s.sku,
        }),
        fc.constantFrom('server' as const, 'client' as const),
        (client, server, mode) => {
          const clientLines = client.map((c) =>
            line(c.sku, 1, c.id === undefined ? {} : { server_item_id: c.id }),
          );
          const serverLines = server.map((s, index) => switched(s.sku, 1, 100 + index));
          const result = linesAfterStoreSwitch(clientLines, serverLines, pathOf, mode);
          if (mode === 'client') {
            expect(result).toHaveLength(clientLines.length);
            return;
          }
          const counts = new Map<string, number>();
          for (const l of result) counts.set(l.sku, (counts.get(l.sku) ?? 0) + 1);
          for (const count of counts.values()) expect(count).toBe(1);
          // Every server line is there.
          for (const s of server) expect(counts.get(s.sku)).toBe(1);
        },
      ),
      { seed: 44 },
    );
  });
});

describe('joinLines', () => {
  it('adds the lines of another cart that equal none already there', () => {
    const joined = joinLines(
      [line('A', 1, { server_item_id: 1 }), line('B', 2)],
      [line('B', 5), line('C', 1), line('C', 2)],
    );
    expect(joined.map((l) => [l.sku, l.qty])).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 1],
    ]);
  });
});
