import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productsEquals } from './checksum.ts';
import {
  applyServerUpdate,
  type MergeOptions,
  planCartMerge,
  type ServerCall,
  toCartItemPayload,
} from './merge.ts';
import type { CartItem, ServerLine } from './types.ts';

const DEFAULTS: MergeOptions = {
  forceClientState: false,
  dryRun: false,
  serverSyncCanRemoveLocalItems: false,
  serverSyncCanModifyLocalItems: false,
};

const simple = (sku: string, qty: number, extra: Partial<CartItem> = {}): CartItem => ({
  sku,
  qty,
  type_id: 'simple',
  name: sku,
  price: 1,
  price_incl_tax: 1.21,
  ...extra,
});

const server = (sku: string, qty: number, itemId: number): ServerLine => ({
  item_id: itemId,
  quote_id: 'cart',
  sku,
  parentSku: sku,
  qty,
  name: sku,
  price: 1,
  price_incl_tax: 1.21,
  product_type: 'simple',
});

describe('planCartMerge by example', () => {
  it('pairs a gift for a birth list item with the server’s gift line, not with the line for oneself', () => {
    const gift = { extension_attributes: { birthlist_item_id: 7 } };
    const plan = planCartMerge(
      [simple('A', 1), simple('A', 2, { product_option: gift })],
      [server('A', 1, 10), { ...server('A', 2, 11), product_option: gift }],
      DEFAULTS,
    );
    expect(plan.calls).toEqual([]);
    expect(plan.items.map((item) => [item.qty, item.server_item_id])).toEqual([
      [1, 10],
      [2, 11],
    ]);
    // A new gift line goes to the server with its item, apart from the line for oneself.
    const added = planCartMerge(
      [simple('A', 1), simple('A', 1, { product_option: gift })],
      [server('A', 1, 10)],
      DEFAULTS,
    );
    expect(added.calls.map((call) => call.kind === 'update' && call.payload)).toEqual([
      { sku: 'A', qty: 1, product_option: gift },
    ]);
  });

  it('adds a client line the server lacks to the server', () => {
    const plan = planCartMerge([simple('A', 2)], [], DEFAULTS);
    expect(plan.calls).toEqual([
      { kind: 'update', line: simple('A', 2), payload: { sku: 'A', qty: 2 }, serverItem: null },
    ]);
    expect(plan.diff[0]).toEqual({ party: 'server', status: 'no-item', sku: 'A', clientQty: 2 });
    expect(plan.items).toEqual([simple('A', 2)]);
  });

  it('drops a client line the server lacks when the server may remove local lines', () => {
    const plan = planCartMerge([simple('A', 2)], [], {
      ...DEFAULTS,
      serverSyncCanRemoveLocalItems: true,
    });
    expect(plan.items).toEqual([]);
    expect(plan.calls).toEqual([]);
    const forced = planCartMerge([simple('A', 2)], [], {
      ...DEFAULTS,
      serverSyncCanRemoveLocalItems: true,
      forceClientState: true,
    });
    expect(forced.items).toHaveLength(1);
  });

  it('writes a wrong quantity to the server, or takes it from the server when allowed', () => {
    const toServer = planCartMerge([simple('A', 3)], [server('A', 1, 7)], DEFAULTS);
    expect(toServer.calls[0]).toMatchObject({
      kind: 'update',
      payload: { sku: 'A', qty: 3, item_id: 7, quoteId: 'cart' },
    });
    expect(toServer.diff[0]).toEqual({
      party: 'server',
      status: 'wrong-qty',
      sku: 'A',
      clientQty: 3,
      serverQty: 1,
    });
    const fromServer = planCartMerge([simple('A', 3)], [server('A', 1, 7)], {
      ...DEFAULTS,
      serverSyncCanModifyLocalItems: true,
    });
    expect(fromServer.calls).toEqual([]);
    expect(fromServer.items[0]).toMatchObject({ qty: 1, server_item_id: 7 });
  });

  it('adds the sum of both quantities with mergeQty', () => {
    const plan = planCartMerge([simple('A', 3)], [server('A', 3, 7)], {
      ...DEFAULTS,
      mergeQty: true,
    });
    expect(plan.calls[0]).toMatchObject({ payload: { qty: 6 } });
    expect(plan.items[0]?.qty).toBe(6);
  });

  it('adds a server item locally, or deletes it on the server when the client state is forced', () => {
    const plan = planCartMerge([], [server('B', 2, 8)], DEFAULTS);
    expect(plan.items[0]).toMatchObject({
      sku: 'B',
      qty: 2,
      server_item_id: 8,
      server_cart_id: 'cart',
    });
    expect(plan.diff[0]).toEqual({ party: 'client', status: 'no-item', sku: 'B', serverQty: 2 });
    const forced = planCartMerge([], [server('B', 2, 8)], { ...DEFAULTS, forceClientState: true });
    expect(forced.items).toEqual([]);
    expect(forced.calls).toEqual([{ kind: 'delete', serverItem: server('B', 2, 8) }]);
  });

  it('gives lines in sync the server ids (the original never did)', () => {
    const plan = planCartMerge([simple('A', 1)], [server('A', 1, 9)], DEFAULTS);
    expect(plan.calls).toEqual([]);
    expect(plan.items[0]).toMatchObject({ server_item_id: 9, server_cart_id: 'cart' });
    expect(plan.diff.slice(-2)).toEqual([
      { party: 'client', status: 'no-changes', sku: '' },
      { party: 'server', status: 'no-changes', sku: '' },
    ]);
  });

  it("takes the server item's brand and category path onto the line, keeping the line's when the server sends none", () => {
    const kept = { brand: 'Joolz', category_path: ['Op pad', 'Kinderwagens'] };
    const inSync = planCartMerge([simple('A', 1)], [{ ...server('A', 1, 9), ...kept }], DEFAULTS);
    expect(inSync.items[0]).toMatchObject(kept);
    const fromServer = planCartMerge([], [{ ...server('B', 2, 8), ...kept }], DEFAULTS);
    expect(fromServer.items[0]).toMatchObject({ sku: 'B', ...kept });
    const older = planCartMerge([simple('A', 1, kept)], [server('A', 1, 9)], DEFAULTS);
    expect(older.items[0]).toMatchObject(kept);
    // The server's brand wins (a store view names it), also a brand it no longer has.
    const none = planCartMerge(
      [simple('A', 1, kept)],
      [{ ...server('A', 1, 9), brand: null, category_path: [] }],
      DEFAULTS,
    );
    expect(none.items[0]).toMatchObject({ brand: null, category_path: [] });
    // Neither field is part of the line's identity: the line stays paired and in sync.
    expect(none.calls).toEqual([]);
  });

  it('only logs on a dry run', () => {
    const client = [simple('A', 3), simple('C', 1)];
    const plan = planCartMerge(client, [server('A', 1, 7), server('B', 1, 8)], {
      ...DEFAULTS,
      dryRun: true,
    });
    expect(plan.items).toEqual(client);
    expect(plan.calls).toEqual([]);
    expect(plan.diff.map((entry) => `${entry.party}:${entry.status}:${entry.sku}`)).toEqual([
      'server:wrong-qty:A',
      'server:no-item:C',
      'client:no-item:B',
      'client:update-required:',
      'server:update-required:',
    ]);
  });

  it('sends a configurable line by its parent sku with the bare options', () => {
    const line = simple('P-RED-68', 1, {
      parentSku: 'P',
      type_id: 'configurable',
      product_option: {
        extension_attributes: {
          configurable_item_options: [
            { option_id: '93', option_value: '49', label: 'Kleur', value: 'Rood' },
          ],
        },
      },
    });
    expect(toCartItemPayload(line, 2, null)).toEqual({
      sku: 'P',
      qty: 2,
      product_option: {
        extension_attributes: {
          configurable_item_options: [{ option_id: '93', option_value: '49' }],
        },
      },
    });
  });
});

describe('applyServerUpdate', () => {
  const call = (
    line: CartItem,
    serverItem: ServerLine | null,
  ): Extract<ServerCall, { kind: 'update' }> => ({
    kind: 'update',
    line,
    payload: toCartItemPayload(line, line.qty, serverItem),
    serverItem,
  });

  it('copies the server ids on success', () => {
    const items = applyServerUpdate([simple('A', 2)], call(simple('A', 2), null), {
      ok: true,
      item: server('A', 2, 5),
    });
    expect(items[0]).toMatchObject({ server_item_id: 5, server_cart_id: 'cart', prev_qty: 2 });
    const named = applyServerUpdate([simple('A', 2)], call(simple('A', 2), null), {
      ok: true,
      item: { ...server('A', 2, 5), brand: 'Joolz', category_path: ['Op pad'] },
    });
    expect(named[0]).toMatchObject({ brand: 'Joolz', category_path: ['Op pad'] });
  });

  it('restores the previous quantity when the server refuses a known line', () => {
    const line = simple('A', 9, { server_item_id: 5, prev_qty: 2 });
    expect(applyServerUpdate([line], call(line, server('A', 2, 5)), { ok: false })[0]?.qty).toBe(2);
  });

  it('removes a line the server does not know when it refuses it', () => {
    expect(applyServerUpdate([simple('A', 1)], call(simple('A', 1), null), { ok: false })).toEqual(
      [],
    );
    const noPrevious = simple('A', 3, { server_item_id: 5 });
    expect(
      applyServerUpdate([noPrevious], call(noPrevious, server('A', 1, 5)), { ok: false }),
    ).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Property tests: a simulated server that behaves as the contract says (update by item_id or by
// identity with an absolute quantity, delete by item_id).

type Kind = 'simple' | 'configurable' | 'bundle';

const lineArb = fc.record({
  kind: fc.constantFrom<Kind>('simple', 'configurable', 'bundle'),
  base: fc.constantFrom('A', 'B', 'C', 'D'),
  variant: fc.integer({ min: 1, max: 3 }),
  qty: fc.integer({ min: 1, max: 20 }),
});

function makeLine({
  kind,
  base,
  variant,
  qty,
}: {
  kind: Kind;
  base: string;
  variant: number;
  qty: number;
}): CartItem {
  if (kind === 'configurable') {
    return simple(`${base}-${variant}`, qty, {
      parentSku: base,
      type_id: 'configurable',
      product_option: {
        extension_attributes: {
          configurable_item_options: [{ option_id: '93', option_value: String(variant) }],
        },
      },
    });
  }
  if (kind === 'bundle') {
    return simple(`BUNDLE-${base}`, qty, {
      type_id: 'bundle',
      product_option: {
        extension_attributes: {
          bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [variant] }],
        },
      },
    });
  }
  return simple(`${base}${variant}`, qty);
}

function uniqueLines(lines: CartItem[]): CartItem[] {
  const kept: CartItem[] = [];
  for (const line of lines) if (!kept.some((other) => productsEquals(other, line))) kept.push(line);
  return kept;
}

class FakeServer {
  items: ServerLine[];
  nextId = 1000;

  constructor(lines: CartItem[]) {
    this.items = lines.map((line, i) => this.toServer(line, i + 1));
  }

  private toServer(line: CartItem, itemId: number): ServerLine {
    return {
      item_id: itemId,
      quote_id: 'cart',
      sku: line.sku,
      parentSku: line.parentSku ?? line.sku,
      qty: line.qty,
      product_type: line.type_id,
      ...(line.product_option ? { product_option: line.product_option } : {}),
    };
  }

  update(call: Extract<ServerCall, { kind: 'update' }>): ServerLine {
    const { payload, line } = call;
    const existing =
      payload.item_id !== undefined
        ? this.items.find((item) => item.item_id === payload.item_id)
        : this.items.find((item) =>
            productsEquals(
              { sku: line.sku, product_option: line.product_option },
              {
                sku: item.sku,
                product_option: item.product_option ?? undefined,
              },
            ),
          );
    if (existing) {
      existing.qty = payload.qty;
      return { ...existing };
    }
    const created = this.toServer({ ...line, qty: payload.qty }, this.nextId++);
    this.items.push(created);
    return { ...created };
  }

  delete(itemId: number) {
    this.items = this.items.filter((item) => item.item_id !== itemId);
  }
}

/** Runs a plan like the web's sync does: updates first, then deletes of items nobody claimed. */
function runMerge(client: CartItem[], fake: FakeServer, options: MergeOptions): CartItem[] {
  const plan = planCartMerge(
    client,
    fake.items.map((item) => ({ ...item })),
    options,
  );
  let items = plan.items;
  const claimed = new Set<number>();
  for (const call of plan.calls) {
    if (call.kind !== 'update') continue;
    const answer = fake.update(call);
    claimed.add(answer.item_id);
    items = applyServerUpdate(items, call, { ok: true, item: answer });
  }
  for (const call of plan.calls) {
    if (call.kind === 'delete' && !claimed.has(call.serverItem.item_id)) {
      fake.delete(call.serverItem.item_id);
    }
  }
  return items;
}

const optionsArb = fc.record({
  forceClientState: fc.boolean(),
  dryRun: fc.constant(false),
  serverSyncCanRemoveLocalItems: fc.boolean(),
  serverSyncCanModifyLocalItems: fc.boolean(),
  mergeQty: fc.boolean(),
});

const scenarioArb = fc.record({
  client: fc.array(lineArb, { maxLength: 8 }).map((lines) => uniqueLines(lines.map(makeLine))),
  server: fc.array(lineArb, { maxLength: 8 }).map((lines) => uniqueLines(lines.map(makeLine))),
  options: optionsArb,
});

const identity = (line: Pick<CartItem, 'sku' | 'product_option'>) =>
  `${line.sku}|${JSON.stringify(line.product_option ?? null)}`;

describe('planCartMerge properties', () => {
  it('never loses a line: every client and server line survives unless a switch removes it', () => {
    fc.assert(
      fc.property(scenarioArb, ({ client, server: serverLines, options }) => {
        const fake = new FakeServer(serverLines);
        const items = runMerge(client, fake, options);
        const kept = new Set(items.map(identity));
        for (const line of client) {
          const onServer = serverLines.some((s) => productsEquals(s, line));
          const removable =
            !onServer && options.serverSyncCanRemoveLocalItems && !options.forceClientState;
          if (!removable) expect(kept.has(identity(line))).toBe(true);
        }
        for (const line of serverLines) {
          if (!options.forceClientState) {
            expect(items.some((item) => productsEquals(item, line))).toBe(true);
          }
        }
      }),
    );
  });

  it('never duplicates a line, and leaves client and server with the same lines and quantities', () => {
    fc.assert(
      fc.property(scenarioArb, ({ client, server: serverLines, options }) => {
        const fake = new FakeServer(serverLines);
        const items = runMerge(client, fake, options);
        items.forEach((line, i) => {
          items.forEach((other, j) => {
            if (i !== j) expect(productsEquals(line, other)).toBe(false);
          });
        });
        const local = items
          .map((line) => `${identity(line)}=${line.qty}#${line.server_item_id}`)
          .sort();
        const remote = fake.items
          .map(
            (item) =>
              `${identity({ sku: item.sku, product_option: item.product_option ?? undefined })}=${item.qty}#${item.item_id}`,
          )
          .sort();
        expect(local).toEqual(remote);
      }),
    );
  });

  it('changes nothing when run a second time', () => {
    fc.assert(
      fc.property(scenarioArb, ({ client, server: serverLines, options }) => {
        const fake = new FakeServer(serverLines);
        const once = runMerge(client, fake, options);
        const again = planCartMerge(once, fake.items, { ...options, mergeQty: false });
        expect(again.calls).toEqual([]);
        expect(again.items).toEqual(once);
        expect(again.diff.every((entry) => entry.status === 'no-changes')).toBe(true);
      }),
    );
  });

  it('changes nothing on a dry run', () => {
    fc.assert(
      fc.property(scenarioArb, ({ client, server: serverLines, options }) => {
        const plan = planCartMerge(client, new FakeServer(serverLines).items, {
          ...options,
          dryRun: true,
        });
        expect(plan.items).toEqual(client);
        expect(plan.calls).toEqual([]);
      }),
    );
  });
});
