import type { BrandDef } from './brands.ts';
import type { KindDef } from './kinds.ts';

/**
 * What the generator remembers about a regular product for links, bundles, sets and link
 * groups once the product itself is gone: a few fields (the kind and brand are shared).
 */
export interface ProductMeta {
  id: number;
  sku: string;
  price: number;
  typeId: 'simple' | 'configurable';
  /** Status enabled. */
  enabled: boolean;
  kind: KindDef;
  colour: string;
  brand: BrandDef;
  series: string;
  leafCategory: number;
  /** Visible, enabled parent (simple or configurable). */
  listed: boolean;
  /** A configurable's enabled children with their colours, in order. */
  children?: ChildMeta[];
}

export interface ChildMeta {
  sku: string;
  colour: string;
}

const CONFIGURABLE = 1;
const ENABLED = 2;
const LISTED = 4;
/** The product came with a list of children (which may be empty). */
const HAS_CHILDREN = 8;

/** Values that repeat from product to product (kinds, brands, colours, series) as small numbers. */
class Shared<T> {
  readonly values: T[] = [];
  readonly #numbers = new Map<T, number>();

  numberOf(value: T): number {
    let number = this.#numbers.get(value);
    if (number === undefined) {
      number = this.values.length;
      // Kept in 16 bits: the demo has a few hundred of each.
      if (number > 0xffff) throw new Error('too many different values for a product meta');
      this.values.push(value);
      this.#numbers.set(value, number);
    }
    return number;
  }
}

function grown<T extends Int32Array | Uint8Array | Uint16Array | Float64Array>(
  old: T,
  capacity: number,
): T {
  const next = new (old.constructor as new (n: number) => T)(capacity);
  next.set(old);
  return next;
}

/**
 * Every regular product's meta, in the order added, kept as columns: the numbers in typed
 * arrays, the kinds, brands, colours and series as numbers of shared values, and only the skus as
 * strings. An object per product and per child took about 360 bytes a product, the largest
 * part of what the generator holds while it makes a million products; with the columns the
 * generator holds about 160 bytes a product. A meta read back (`at`) is a new object with the same fields as the one added.
 */
export class ProductMetas {
  #size = 0;
  #id = new Int32Array(1024);
  #price = new Float64Array(1024);
  #flags = new Uint8Array(1024);
  #kind = new Uint16Array(1024);
  #brand = new Uint16Array(1024);
  #colour = new Uint16Array(1024);
  #series = new Uint16Array(1024);
  #leafCategory = new Int32Array(1024);
  /** Where a product's children start in the child columns, and how many it has. */
  #childStart = new Int32Array(1024);
  #childCount = new Uint16Array(1024);
  readonly #sku: string[] = [];
  readonly #childSku: string[] = [];
  #childColour = new Uint16Array(1024);
  readonly #kinds = new Shared<KindDef>();
  readonly #brands = new Shared<BrandDef>();
  readonly #colours = new Shared<string>();
  readonly #seriesNames = new Shared<string>();

  get length(): number {
    return this.#size;
  }

  push(meta: ProductMeta): void {
    const at = this.#size;
    if (at === this.#id.length) this.#grow(at * 2);
    this.#id[at] = meta.id;
    this.#price[at] = meta.price;
    this.#flags[at] =
      (meta.typeId === 'configurable' ? CONFIGURABLE : 0) |
      (meta.enabled ? ENABLED : 0) |
      (meta.listed ? LISTED : 0) |
      (meta.children ? HAS_CHILDREN : 0);
    this.#kind[at] = this.#kinds.numberOf(meta.kind);
    this.#brand[at] = this.#brands.numberOf(meta.brand);
    this.#colour[at] = this.#colours.numberOf(meta.colour);
    this.#series[at] = this.#seriesNames.numberOf(meta.series);
    this.#leafCategory[at] = meta.leafCategory;
    this.#sku.push(meta.sku);
    const children = meta.children ?? [];
    this.#childStart[at] = this.#childSku.length;
    this.#childCount[at] = children.length;
    for (const child of children) {
      const childAt = this.#childSku.length;
      if (childAt === this.#childColour.length) {
        this.#childColour = grown(this.#childColour, childAt * 2);
      }
      this.#childSku.push(child.sku);
      this.#childColour[childAt] = this.#colours.numberOf(child.colour);
    }
    this.#size++;
  }

  /** The meta at `index`, as it was added. */
  at(index: number): ProductMeta {
    const flags = this.#flags[index]!;
    const meta: ProductMeta = {
      id: this.#id[index]!,
      sku: this.#sku[index]!,
      price: this.#price[index]!,
      typeId: flags & CONFIGURABLE ? 'configurable' : 'simple',
      enabled: (flags & ENABLED) !== 0,
      kind: this.#kinds.values[this.#kind[index]!]!,
      colour: this.#colours.values[this.#colour[index]!]!,
      brand: this.#brands.values[this.#brand[index]!]!,
      series: this.#seriesNames.values[this.#series[index]!]!,
      leafCategory: this.#leafCategory[index]!,
      listed: (flags & LISTED) !== 0,
    };
    if (flags & HAS_CHILDREN) {
      const start = this.#childStart[index]!;
      meta.children = [];
      for (let child = start; child < start + this.#childCount[index]!; child++) {
        meta.children.push(this.childAt(child));
      }
    }
    return meta;
  }

  /** The first child of the product at `index`, and how many it has (see `childAt`). */
  childrenOf(index: number): { start: number; count: number } {
    return { start: this.#childStart[index]!, count: this.#childCount[index]! };
  }

  /** A child by its number among all children, in the order added. */
  childAt(child: number): ChildMeta {
    return {
      sku: this.#childSku[child]!,
      colour: this.#colours.values[this.#childColour[child]!]!,
    };
  }

  /** The kind of the product at `index`, without reading the rest. */
  kindOf(index: number): KindDef {
    return this.#kinds.values[this.#kind[index]!]!;
  }

  /** Whether the product at `index` is a simple one that is enabled. */
  isEnabledSimple(index: number): boolean {
    return (this.#flags[index]! & (CONFIGURABLE | ENABLED)) === ENABLED;
  }

  isListed(index: number): boolean {
    return (this.#flags[index]! & LISTED) !== 0;
  }

  leafCategoryOf(index: number): number {
    return this.#leafCategory[index]!;
  }

  #grow(capacity: number): void {
    this.#id = grown(this.#id, capacity);
    this.#price = grown(this.#price, capacity);
    this.#flags = grown(this.#flags, capacity);
    this.#kind = grown(this.#kind, capacity);
    this.#brand = grown(this.#brand, capacity);
    this.#colour = grown(this.#colour, capacity);
    this.#series = grown(this.#series, capacity);
    this.#leafCategory = grown(this.#leafCategory, capacity);
    this.#childStart = grown(this.#childStart, capacity);
    this.#childCount = grown(this.#childCount, capacity);
  }
}
