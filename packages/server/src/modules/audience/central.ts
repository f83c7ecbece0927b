import { KERNEL_KM, type KernelEntries, kernelEntries } from './kernel.ts';
import type { AudienceGrid, PlacedSite } from './model.ts';
import { NBD_K, reachShare } from './reach.ts';
import { toKm } from './zones.ts';

/**
 * The model at the central value of every input (no draw): what the optimizer maximises, one site
 * at a time, against a running exposure vector.
 */
export class Exposures {
  readonly perPerson: Float64Array;
  reach = 0;

  constructor(readonly grid: AudienceGrid) {
    this.perPerson = new Float64Array(grid.zones.count);
  }

  entries(site: Pick<PlacedSite, 'lat' | 'lng'>): KernelEntries {
    const { x, y } = toKm(site.lat, site.lng);
    return kernelEntries(this.grid.zones, this.grid.target, x, y, KERNEL_KM);
  }

  /** Reach the site's campaign impressions would add (negative `impressions`: what removing them takes). */
  gain(entries: KernelEntries, impressions: number): number {
    const { target } = this.grid;
    let added = 0;
    for (let j = 0; j < entries.zone.length; j++) {
      const c = entries.zone[j];
      const before = this.perPerson[c];
      added +=
        target[c] *
        (reachShare(Math.max(0, before + impressions * entries.share[j]), NBD_K) - reachShare(before, NBD_K));
    }
    return added;
  }

  add(entries: KernelEntries, impressions: number): void {
    this.reach += this.gain(entries, impressions);
    for (let j = 0; j < entries.zone.length; j++) {
      const c = entries.zone[j];
      this.perPerson[c] = Math.max(0, this.perPerson[c] + impressions * entries.share[j]);
    }
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
