import { censusZones, toKm, type Zones } from '../src/modules/audience/zones.ts';

/** People within a radius of a point by the census' age bands (0–5, 6–14, 15–64, 65+). */
export type CensusRing = [number, number, number, number];

/** Zones wider than this radius are rare (urban zones are ~1 km²); the search reaches this far past the ring. */
const SEARCH_MARGIN_KM = 3;
/** A zone is never taken as a point: at least a 50 m disc. */
const MIN_ZONE_RADIUS_KM = 0.05;

/**
 * The census people around a point: each zone's people are spread evenly over a disc of the zone's
 * area at its centroid, and a ring counts the part of each disc it covers (circle–circle overlap).
 * Coarse at the edge of a zone, right on average: what the demo sites' 600 m and 1000 m figures
 * are drawn from, so they agree with the population grid the audience model counts over.
 */
export class CensusRings {
  private readonly zones: Zones;

  constructor(geodataDir: string) {
    this.zones = censusZones(geodataDir);
  }

  around(lat: number, lng: number, radiiKm: readonly number[]): CensusRing[] {
    const { x, y } = toKm(lat, lng);
    const zones = this.zones;
    const rings = radiiKm.map((): CensusRing => [0, 0, 0, 0]);
    const near = zones.index.within(x, y, Math.max(...radiiKm) + SEARCH_MARGIN_KM);
    for (const c of near) {
      const radius = Math.max(MIN_ZONE_RADIUS_KM, Math.sqrt(zones.areaKm2[c] / Math.PI));
      const distance = Math.hypot(zones.x[c] - x, zones.y[c] - y);
      radiiKm.forEach((r, i) => {
        const covered = overlap(distance, r, radius) / (Math.PI * radius * radius);
        if (covered <= 0) return;
        for (let b = 0; b < 4; b++) rings[i][b] += covered * zones.bands[b][c];
      });
    }
    return rings;
  }
}

/** Area shared by two discs of radii r1 and r2 whose centres are d apart. */
export function overlap(d: number, r1: number, r2: number): number {
  if (d >= r1 + r2) return 0;
  if (d <= Math.abs(r1 - r2)) return Math.PI * Math.min(r1, r2) ** 2;
  const a = r1 * r1 * Math.acos((d * d + r1 * r1 - r2 * r2) / (2 * d * r1));
  const b = r2 * r2 * Math.acos((d * d + r2 * r2 - r1 * r1) / (2 * d * r2));
  const c = 0.5 * Math.sqrt((-d + r1 + r2) * (d + r1 - r2) * (d - r1 + r2) * (d + r1 + r2));
  return a + b - c;
}
