import { KERNEL_KM, type KernelEntries, kernelEntries } from './kernel.ts';
import type { AudienceGrid, PlacedSite } from './model.ts';
import { centralReachShare } from './reach.ts';
import { toKm } from './zones.ts';

/** Kernel entries as the optimizer keeps them: typed-array views (zone numbers fit 16 bits). */
export interface EntriesView {
  zone: ArrayLike<number>;
  share: ArrayLike<number>;
}

/**
 * The model at the central value of every input (no draw): what the optimizer maximises, one site
 * at a time, against a running exposure vector. Each zone's reached share is kept beside its
 * exposures, so a site's gain costs one power per zone it touches.
 */
export class Exposures {
  readonly perPerson: Float64Array;
  private readonly reachedShare: Float64Array;
  /** The step at which each zone last changed (see optimizer: a bound stays exact while none did). */
  readonly changedAt: Int32Array;
  reach = 0;
  step = 0;

  constructor(readonly grid: AudienceGrid) {
    this.perPerson = new Float64Array(grid.zones.count);
    this.reachedShare = new Float64Array(grid.zones.count);
    this.changedAt = new Int32Array(grid.zones.count).fill(-1);
  }

  entries(site: Pick<PlacedSite, 'lat' | 'lng'>): KernelEntries {
    const { x, y } = toKm(site.lat, site.lng);
    return kernelEntries(this.grid.zones, this.grid.target, x, y, KERNEL_KM);
  }

  /** Reach the site's campaign impressions would add (negative `impressions`: what removing them takes). */
  gain(entries: EntriesView, impressions: number): number {
    const { target } = this.grid;
    let added = 0;
    for (let j = 0; j < entries.zone.length; j++) {
      const c = entries.zone[j];
      const after = centralReachShare(Math.max(0, this.perPerson[c] + impressions * entries.share[j]));
      added += target[c] * (after - this.reachedShare[c]);
    }
    return added;
  }

  add(entries: EntriesView, impressions: number): void {
    const { target } = this.grid;
    for (let j = 0; j < entries.zone.length; j++) {
      const c = entries.zone[j];
      const exposures = Math.max(0, this.perPerson[c] + impressions * entries.share[j]);
      const share = centralReachShare(exposures);
      this.reach += target[c] * (share - this.reachedShare[c]);
      this.perPerson[c] = exposures;
      this.reachedShare[c] = share;
      this.changedAt[c] = this.step;
    }
    this.step++;
  }

  /** Whether any of these zones changed at or after `step`. */
  changedSince(entries: EntriesView, step: number): boolean {
    for (let j = 0; j < entries.zone.length; j++) if (this.changedAt[entries.zone[j]] >= step) return true;
    return false;
  }
}

/** The plan's reach at the central inputs (people). */
export function centralReach(grid: AudienceGrid, sites: readonly PlacedSite[], weeks: number): number {
  const exposures = new Exposures(grid);
  for (const site of [...sites].sort((a, b) => a.id - b.id)) {
    exposures.add(exposures.entries(site), site.weeklyTarget * weeks);
  }
  return exposures.reach;
}
