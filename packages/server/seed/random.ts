/** A seeded PRNG (mulberry32): the same seed gives the same demo data on every run. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  float(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, max: number): number {
    return Math.floor(this.float(min, max + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [item, weight] of items) {
      if (roll < weight) return item;
      roll -= weight;
    }
    return items[items.length - 1][0];
  }

  /** Roughly normal (sum of three uniforms), mean 0 and standard deviation about `sd`. */
  gaussian(sd: number): number {
    return (this.next() + this.next() + this.next() - 1.5) * 2 * sd;
  }

  /** `n` distinct items, in random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  }
}

/** Weighted choice among many items by binary search: the site loop picks a city a million times. */
export class WeightedTable<T> {
  private readonly items: T[];
  private readonly cumulative: number[];

  constructor(entries: readonly (readonly [T, number])[]) {
    this.items = entries.map(([item]) => item);
    let sum = 0;
    this.cumulative = entries.map(([, weight]) => {
      sum += weight;
      return sum;
    });
  }

  get size(): number {
    return this.items.length;
  }

  pick(random: Random): T {
    const roll = random.next() * this.cumulative[this.cumulative.length - 1];
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.cumulative[mid] > roll) high = mid;
      else low = mid + 1;
    }
    return this.items[low];
  }
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
