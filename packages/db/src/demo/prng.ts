/**
 * A small seeded pseudo-random generator (mulberry32) so the demo catalogue is reproducible:
 * the same seed always yields the same sequence, on every platform and Node version.
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    // Mix the seed once so that neighbouring seeds (1, 2, 3) start far apart.
    let h = (Math.floor(seed) ^ 0x9e3779b9) >>> 0;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    this.state = (h ^ (h >>> 16)) >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick on an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks with a bias towards the start of the list (earlier entries are more common). */
  pickBiased<T>(items: readonly T[], bias = 1.6): T {
    if (items.length === 0) throw new Error('Rng.pickBiased on an empty list');
    return items[Math.floor(this.next() ** bias * items.length)] as T;
  }

  /** Index into a list of relative weights. */
  weightedIndex(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i] as number;
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  /** `count` distinct items (fewer when the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    if (count >= items.length) return this.shuffle([...items]);
    if (count * 4 < items.length) {
      const seen = new Set<number>();
      const out: T[] = [];
      while (out.length < count) {
        const i = Math.floor(this.next() * items.length);
        if (!seen.has(i)) {
          seen.add(i);
          out.push(items[i] as T);
        }
      }
      return out;
    }
    return this.shuffle([...items]).slice(0, count);
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }
}
