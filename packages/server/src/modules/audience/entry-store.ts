import type { EntriesView } from './central.ts';
import type { KernelEntries } from './kernel.ts';

/**
 * The optimizer's kernel entries of every candidate in two flat arrays (6 bytes an entry: a zone's
 * number fits 16 bits, its share is kept in single precision — 7 digits, far finer than the model's
 * inputs), so a candidate looked at again costs no spatial search. Past `maxEntries` (the memory bound) a
 * candidate's entries are not kept and are computed again when asked.
 */
export class EntryStore {
  private zone: Uint16Array;
  private share: Float32Array;
  private used = 0;
  private readonly start: Int32Array;
  private readonly length: Int32Array;

  constructor(
    candidates: number,
    private readonly maxEntries: number,
  ) {
    this.start = new Int32Array(candidates).fill(-1);
    this.length = new Int32Array(candidates);
    const initial = Math.min(maxEntries, Math.max(1024, candidates * 64));
    this.zone = new Uint16Array(initial);
    this.share = new Float32Array(initial);
  }

  keep(candidate: number, entries: KernelEntries): void {
    const n = entries.zone.length;
    if (this.used + n > this.maxEntries) return;
    if (this.used + n > this.zone.length) {
      const size = Math.min(this.maxEntries, Math.max(this.used + n, this.zone.length * 2));
      const zone = new Uint16Array(size);
      zone.set(this.zone.subarray(0, this.used));
      const share = new Float32Array(size);
      share.set(this.share.subarray(0, this.used));
      this.zone = zone;
      this.share = share;
    }
    this.zone.set(entries.zone, this.used);
    this.share.set(entries.share, this.used);
    this.start[candidate] = this.used;
    this.length[candidate] = n;
    this.used += n;
  }

  get(candidate: number): EntriesView | null {
    const start = this.start[candidate];
    if (start < 0) return null;
    const end = start + this.length[candidate];
    return { zone: this.zone.subarray(start, end), share: this.share.subarray(start, end) };
  }
}
