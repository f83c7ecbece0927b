import type { Zones } from './zones.ts';

/**
 * Where a site's audience lives: its target impressions are spread over the census zones around it
 * by a distance-decay kernel K(d) = exp(−d / h), weighted by each zone's target people
 * (docs/audience-model.md §4). Spreading by a_ic = K(d_ic) / Σ_c' w_c' K(d_ic') keeps the site's
 * impressions whole: Σ_c w_c · T_i a_ic = T_i.
 */

/** The kernel's distance scale h, km (assumed: a face's repeat audience lives and works within a few km). */
export const KERNEL_KM = 1;
/** Lognormal spread of h in the Monte Carlo. */
export const KERNEL_SIGMA = 0.3;
/** h is drawn from five equally likely strata (their medians: the 10th … 90th percentiles). */
export const KERNEL_STRATA_Z = [-1.2816, -0.5244, 0, 0.5244, 1.2816] as const;
export const CENTRAL_STRATUM = 2;
/** Zones beyond 3 h are left out (K < 5 %). */
const CUTOFF_IN_H = 3;
/** A site with no target people within the cutoff speaks to the nearest zone that has some, up to here. */
const FALLBACK_MAX_KM = 100;

export const kernelKm = (stratum: number) => KERNEL_KM * Math.exp(KERNEL_SIGMA * KERNEL_STRATA_Z[stratum]);

export interface KernelEntries {
  zone: Int32Array;
  /** Exposures per target person in the zone for one target impression of the site. */
  share: Float64Array;
}

const EMPTY: KernelEntries = { zone: new Int32Array(0), share: new Float64Array(0) };

/**
 * Zone c's distance from (x, y), km. Not Math.hypot: V8's is many times slower than a square root,
 * and a search of the country computes it some ten million times (hypot's guard against overflow is
 * moot at a few thousand km).
 */
function distance(zones: Zones, c: number, x: number, y: number): number {
  const dx = zones.x[c] - x;
  const dy = zones.y[c] - y;
  return Math.sqrt(dx * dx + dy * dy);
}

/** A site's kernel entries at one kernel scale, over the zones with target people (w_c > 0). */
export function kernelEntries(
  zones: Zones,
  target: Float64Array,
  x: number,
  y: number,
  h: number,
  within?: readonly number[],
): KernelEntries {
  // kdbush answers in its own fixed order: the same site always sums its zones in the same order.
  const cutoff = CUTOFF_IN_H * h;
  let near = within
    ? within.filter((c) => distance(zones, c, x, y) <= cutoff)
    : zones.index.within(x, y, cutoff);
  let populated = 0;
  for (const c of near) if (target[c] > 0) populated++;
  if (populated === 0) {
    const nearest = nearestPopulated(zones, target, x, y);
    if (nearest < 0) return EMPTY;
    near = [nearest];
    populated = 1;
  }
  const zone = new Int32Array(populated);
  const share = new Float64Array(populated);
  let mass = 0;
  let j = 0;
  for (const c of near) {
    if (!(target[c] > 0)) continue;
    const k = Math.exp(-distance(zones, c, x, y) / h);
    zone[j] = c;
    share[j++] = k;
    mass += target[c] * k;
  }
  if (!(mass > 0)) return EMPTY;
  for (let j = 0; j < share.length; j++) share[j] /= mass;
  return { zone, share };
}

/** A site's entries at every kernel stratum, from one search at the widest. */
export function kernelStrata(zones: Zones, target: Float64Array, x: number, y: number): KernelEntries[] {
  const widest = zones.index.within(x, y, CUTOFF_IN_H * kernelKm(KERNEL_STRATA_Z.length - 1));
  return KERNEL_STRATA_Z.map((_, s) => kernelEntries(zones, target, x, y, kernelKm(s), widest));
}

function nearestPopulated(zones: Zones, target: Float64Array, x: number, y: number): number {
  for (let radius = 5; radius <= FALLBACK_MAX_KM; radius *= 2) {
    let best = -1;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const c of zones.index.within(x, y, radius)) {
      if (!(target[c] > 0)) continue;
      const d = distance(zones, c, x, y);
      if (d < bestDistance || (d === bestDistance && c < best)) {
        best = c;
        bestDistance = d;
      }
    }
    if (best >= 0) return best;
  }
  return -1;
}
