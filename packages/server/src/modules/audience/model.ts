import type { TargetAudience } from '@plano/core';
import { LRUCache } from 'lru-cache';
import { breather } from './breather.ts';
import { type KernelEntries, kernelStrata } from './kernel.ts';
import { zoneTargetPopulation } from './target-share.ts';
import { toKm, type Zones } from './zones.ts';

/**
 * The population grid of one campaign: its target people in each census zone of its area (zones
 * elsewhere count zero, so reach and its percent are of the campaign's area).
 */
export interface AudienceGrid {
  zones: Zones;
  target: Float64Array;
  targetPopulation: number;
}

export interface AreaFilter {
  /** Region names; empty = every region. */
  regions: readonly string[];
  /** Commune names; null = every commune of the regions. */
  communes: readonly string[] | null;
}

/**
 * Grids already made, per zone set, by audience and area: every call of a campaign asks for the same
 * one, and keeping it keeps its sites' kernel entries (spreadSite) usable. A grid is never written
 * after it is made.
 */
const grids = new WeakMap<Zones, LRUCache<string, AudienceGrid>>();
const GRIDS_KEPT = 200;

export function audienceGrid(zones: Zones, audience: TargetAudience, area: AreaFilter): AudienceGrid {
  let kept = grids.get(zones);
  if (!kept) {
    kept = new LRUCache({ max: GRIDS_KEPT });
    grids.set(zones, kept);
  }
  const key = JSON.stringify([audience, area.regions, area.communes]);
  let grid = kept.get(key);
  if (!grid) {
    grid = makeGrid(zones, audience, area);
    kept.set(key, grid);
  }
  return grid;
}

function makeGrid(zones: Zones, audience: TargetAudience, area: AreaFilter): AudienceGrid {
  const target = zoneTargetPopulation(zones, audience);
  const regions = new Set(area.regions);
  const communes = area.communes ? new Set(area.communes) : null;
  let inside = 0;
  for (let c = 0; c < zones.count; c++) {
    const within =
      (regions.size === 0 || regions.has(zones.regionName[c])) &&
      (communes === null || communes.has(zones.communeName[c]));
    if (within) inside += target[c];
  }
  // An area without census zones (a rural commune) keeps the whole country rather than no one.
  let targetPopulation = 0;
  for (let c = 0; c < zones.count; c++) {
    const within =
      inside === 0 ||
      ((regions.size === 0 || regions.has(zones.regionName[c])) &&
        (communes === null || communes.has(zones.communeName[c])));
    if (!within) target[c] = 0;
    targetPopulation += target[c];
  }
  return { zones, target, targetPopulation };
}

/** A site as the model places it: where, and its target impressions a week. */
export interface PlacedSite {
  id: number;
  lat: number;
  lng: number;
  weeklyTarget: number;
}

/** A site with its kernel entries at each kernel stratum (the Monte Carlo draws the scale). */
export interface SpreadSite {
  id: number;
  weeklyTarget: number;
  strata: KernelEntries[];
}

/**
 * Sites already spread, by grid, id and position: the live figures send the same plan again with one
 * site more, and its other sites' entries (most of a call's work) do not change. Bounded by the
 * bytes of the entries, whatever the number of grids.
 */
const spreads = new LRUCache<string, KernelEntries[]>({
  maxSize: 32 * 2 ** 20,
  sizeCalculation: (strata) => strata.reduce((bytes, s) => bytes + 12 * s.zone.length, 64),
});
const gridIds = new WeakMap<AudienceGrid, number>();
let lastGridId = 0;

/**
 * Every site of a plan spread: a plan of 20,000 sites is more than the kept spreads hold, and
 * spreading them takes a few hundred milliseconds, so the pass lets other calls in as it goes.
 */
export async function spreadSites(grid: AudienceGrid, sites: readonly PlacedSite[]): Promise<SpreadSite[]> {
  const breathe = breather();
  const spread: SpreadSite[] = [];
  for (const site of sites) {
    spread.push(spreadSite(grid, site));
    await breathe(0);
  }
  return spread;
}

export function spreadSite(grid: AudienceGrid, site: PlacedSite): SpreadSite {
  let gridId = gridIds.get(grid);
  if (gridId === undefined) {
    gridId = ++lastGridId;
    gridIds.set(grid, gridId);
  }
  const key = `${gridId}:${site.id}:${site.lat}:${site.lng}`;
  let strata = spreads.get(key);
  if (!strata) {
    const { x, y } = toKm(site.lat, site.lng);
    strata = kernelStrata(grid.zones, grid.target, x, y);
    spreads.set(key, strata);
  }
  return { id: site.id, weeklyTarget: site.weeklyTarget, strata };
}
