/**
 * The url keys the demo generator has handed out, kept as 53-bit fingerprints in one open
 * addressed table instead of as strings in a Set: a million products with their variants hand
 * out over two million keys per language, which as strings were the largest part of what the
 * generator keeps while it makes a catalogue (about 100 bytes a key against 16 here).
 *
 * A fingerprint can be shared by two different keys. The generator then takes the second key
 * for taken and picks another one, as it does for a key that is really taken: every key stays
 * unique and the catalogue stays the same for the same seed, only that one product's key
 * differs from what a set of strings would have given. With 53 bits that is expected once in
 * thousands of catalogues of a million products.
 */
export class TakenKeys {
  /** Fingerprints by slot; 0 is an empty slot (a fingerprint of 0 is stored as 1). */
  #slots = new Float64Array(1024);
  #size = 0;

  get size(): number {
    return this.#size;
  }

  has(key: string): boolean {
    return this.#find(fingerprint(key)) >= 0;
  }

  add(key: string): void {
    const print = fingerprint(key);
    if (this.#find(print) >= 0) return;
    // At most half full, so that a look-up ends at an empty slot after a few steps.
    if ((this.#size + 1) * 2 > this.#slots.length) this.#grow();
    this.#place(this.#slots, print);
    this.#size++;
  }

  /** The slot holding the fingerprint, -1 when it is not there. */
  #find(print: number): number {
    const slots = this.#slots;
    const mask = slots.length - 1;
    for (let at = print % slots.length; ; at = (at + 1) & mask) {
      const held = slots[at]!;
      if (held === print) return at;
      if (held === 0) return -1;
    }
  }

  #place(slots: Float64Array, print: number): void {
    const mask = slots.length - 1;
    let at = print % slots.length;
    while (slots[at] !== 0) at = (at + 1) & mask;
    slots[at] = print;
  }

  #grow(): void {
    const old = this.#slots;
    const next = new Float64Array(old.length * 2);
    for (const print of old) if (print !== 0) this.#place(next, print);
    this.#slots = next;
  }
}

/**
 * A 53-bit fingerprint of a string (a whole number below 2^53, never 0): two 32-bit
 * multiply-and-mix hashes of its UTF-16 code units with different seeds, the second cut to 21
 * bits above the first.
 */
export function fingerprint(text: string): number {
  let a = 0x811c9dc5;
  let b = 0x2545f491;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
    b ^= b >>> 15;
  }
  // Each half's bits are mixed once more, so that keys that differ only at the end spread out.
  a = Math.imul(a ^ (a >>> 16), 0x85ebca6b);
  a ^= a >>> 13;
  b = Math.imul(b ^ (b >>> 16), 0xc2b2ae35);
  b ^= b >>> 16;
  const print = (b & 0x1fffff) * 4294967296 + (a >>> 0);
  return print === 0 ? 1 : print;
}
