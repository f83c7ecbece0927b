import type { TargetAudience } from '@plano/core';
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

export function audienceGrid(zones: Zones, audience: TargetAudience, area: AreaFilter): AudienceGrid {
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

export function spreadSite(grid: AudienceGrid, site: PlacedSite): SpreadSite {
  const { x, y } = toKm(site.lat, site.lng);
  return {
    id: site.id,
    weeklyTarget: site.weeklyTarget,
    strata: kernelStrata(grid.zones, grid.target, x, y),
  };
}
