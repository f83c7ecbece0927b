import type { PlanAudienceDto } from '@plano/core';
import { breather } from './breather.ts';
import { CENTRAL_STRATUM, KERNEL_SIGMA, KERNEL_STRATA_Z } from './kernel.ts';
import type { AudienceGrid, SpreadSite } from './model.ts';
import { DRAWS, sharedDraws, siteNormalAt, siteOffset } from './random-draws.ts';
import { atLeastInto, NBD_K, NBD_K_SIGMA } from './reach.ts';

/**
 * Lognormal spreads (σ of the log) of the uncertain inputs, market-wide and per site
 * (docs/audience-model.md §6). The market-wide term is what keeps the interval from narrowing as
 * a plan grows: every site's volumes are off together when the volume table is off.
 */
export const UNCERTAINTY = {
  volumes: { shared: 0.2, site: 0.3 },
  visibility: { shared: 0.15, site: 0.15 },
  target_share: { shared: 0.1, site: 0.15 },
  k: { shared: NBD_K_SIGMA },
  kernel: { shared: KERNEL_SIGMA },
} as const;
const SITE_INPUTS = ['volumes', 'visibility', 'target_share'] as const;
/**
 * Zone updates one Monte Carlo may make (~0.1 s of work): a plan large enough to need more is drawn
 * fewer times, never under MIN_DRAWS. 300 draws hold up to ~100,000 kernel entries a draw, about
 * 1,000 city sites; the draws are always the first ones, so the figures stay deterministic.
 */
const WORK_PER_SIMULATION = 30_000_000;
const MIN_DRAWS = 40;

/** The number of draws a plan gets (see WORK_PER_SIMULATION). */
export function drawsFor(sites: readonly SpreadSite[]): number {
  let entries = 0;
  for (const site of sites) entries += site.strata[CENTRAL_STRATUM].zone.length;
  if (entries === 0) return DRAWS;
  return Math.max(MIN_DRAWS, Math.min(DRAWS, Math.floor(WORK_PER_SIMULATION / entries)));
}

const shares = new Float64Array(3);

interface Draw {
  impressions: number;
  reach: number;
  atLeast: [number, number, number];
}

/** One draw: the plan's impressions and reach under one set of inputs. */
function drawPlan(
  grid: AudienceGrid,
  sites: readonly SpreadSite[],
  weeks: number,
  multipliers: Float64Array,
  stratum: number,
  k: number,
  exposures: Float64Array,
  touched: Int32Array,
): Draw {
  let touchedCount = 0;
  let impressions = 0;
  for (let i = 0; i < sites.length; i++) {
    const campaignTarget = sites[i].weeklyTarget * weeks * multipliers[i];
    impressions += campaignTarget;
    const { zone, share } = sites[i].strata[stratum];
    for (let j = 0; j < zone.length; j++) {
      const c = zone[j];
      if (exposures[c] === 0) touched[touchedCount++] = c;
      exposures[c] += campaignTarget * share[j];
    }
  }
  let reach = 0;
  const seen: [number, number, number] = [0, 0, 0];
  for (let t = 0; t < touchedCount; t++) {
    const c = touched[t];
    const w = grid.target[c];
    // One power per zone: reach is the 1+ share.
    atLeastInto(exposures[c], k, shares);
    reach += w * shares[0];
    seen[0] += w * shares[0];
    seen[1] += w * shares[1];
    seen[2] += w * shares[2];
    exposures[c] = 0;
  }
  return { impressions, reach, atLeast: seen };
}

/** The 5th, 50th and 95th percentiles (linear between order statistics). */
export function percentiles(values: readonly number[]): { low: number; median: number; high: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => {
    const position = q * (sorted.length - 1);
    const below = Math.floor(position);
    const above = Math.min(sorted.length - 1, below + 1);
    return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
  };
  return { low: at(0.05), median: at(0.5), high: at(0.95) };
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const figure = (values: number[], places: number) => {
  const p = percentiles(values);
  return { median: round(p.median, places), low: round(p.low, places), high: round(p.high, places) };
};

function squaredCorrelation(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const n = a.length;
  let ma = 0;
  let mb = 0;
  for (let i = 0; i < n; i++) {
    ma += a[i] / n;
    mb += b[i] / n;
  }
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    sab += (a[i] - ma) * (b[i] - mb);
    saa += (a[i] - ma) ** 2;
    sbb += (b[i] - mb) ** 2;
  }
  return saa > 0 && sbb > 0 ? (sab * sab) / (saa * sbb) : 0;
}

/**
 * The plan's figures: DRAWS seeded draws (fewer for very large plans, see drawsFor) of every uncertain input, each figure's median and 90 %
 * interval, and the input whose draws explain most of the spread of the reach (the largest squared
 * correlation of the input's log-multiplier, plan-weighted, with the log reach).
 */
export async function planFigures(
  grid: AudienceGrid,
  sites: readonly SpreadSite[],
  weeks: number,
): Promise<PlanAudienceDto> {
  const { draws, drivers } = await simulate(grid, sites, weeks);
  return present(grid, draws, drivers, weeks);
}

/** What a site adds to a plan's reach, draw by draw (the same draws: the difference is never negative). */
export async function addedReach(
  grid: AudienceGrid,
  plan: readonly SpreadSite[],
  site: SpreadSite,
  weeks: number,
): Promise<{ median: number; low: number; high: number }> {
  if (plan.some((s) => s.id === site.id)) return { median: 0, low: 0, high: 0 };
  // Both on the same draws, so the difference is taken draw by draw.
  const draws = drawsFor([...plan, site]);
  const before = (await simulate(grid, plan, weeks, draws)).draws;
  const after = (await simulate(grid, [...plan, site], weeks, draws)).draws;
  return figure(
    after.map((d, i) => Math.max(0, d.reach - before[i].reach)),
    0,
  );
}

/**
 * The draws, one after the other. A plan of 20,000 sites takes a second or more of them, so between
 * draws the event loop turns when a slice of work has passed (breather): the other planners' calls
 * are answered meanwhile instead of after it.
 */
export async function simulate(
  grid: AudienceGrid,
  unsorted: readonly SpreadSite[],
  weeks: number,
  drawCount = drawsFor(unsorted),
): Promise<{ draws: Draw[]; drivers: Record<string, Float64Array> }> {
  const breathe = breather();
  // Sorted by id: the sums run in one order whatever order the plan was sent in.
  const sites = [...unsorted].sort((a, b) => a.id - b.id);
  const shared = sharedDraws(KERNEL_STRATA_Z.length);
  const exposures = new Float64Array(grid.zones.count);
  const touched = new Int32Array(grid.zones.count);
  const multipliers = new Float64Array(sites.length);
  const weight = sites.map((s) => s.weeklyTarget);
  const offsets = new Float64Array(sites.length * 3);
  sites.forEach((site, i) => {
    for (let input = 0; input < 3; input++) offsets[3 * i + input] = siteOffset(site.id, input);
  });
  const totalWeight = weight.reduce((a, b) => a + b, 0) || 1;
  const drivers: Record<string, Float64Array> = {
    volumes: new Float64Array(drawCount),
    visibility: new Float64Array(drawCount),
    target_share: new Float64Array(drawCount),
    k: new Float64Array(drawCount),
    kernel: new Float64Array(drawCount),
  };
  const draws: Draw[] = [];
  for (let d = 0; d < drawCount; d++) {
    const sharedLog = {
      volumes: UNCERTAINTY.volumes.shared * shared.volumes[d],
      visibility: UNCERTAINTY.visibility.shared * shared.visibility[d],
      target_share: UNCERTAINTY.target_share.shared * shared.targetShare[d],
    };
    for (const input of SITE_INPUTS) drivers[input][d] = sharedLog[input];
    const sharedSum = sharedLog.volumes + sharedLog.visibility + sharedLog.target_share;
    for (let i = 0; i < sites.length; i++) {
      const volumes = UNCERTAINTY.volumes.site * siteNormalAt(offsets[3 * i], d);
      const visibility = UNCERTAINTY.visibility.site * siteNormalAt(offsets[3 * i + 1], d);
      const targetShare = UNCERTAINTY.target_share.site * siteNormalAt(offsets[3 * i + 2], d);
      const planWeight = weight[i] / totalWeight;
      drivers.volumes[d] += planWeight * volumes;
      drivers.visibility[d] += planWeight * visibility;
      drivers.target_share[d] += planWeight * targetShare;
      multipliers[i] = Math.exp(sharedSum + volumes + visibility + targetShare);
    }
    const kLog = UNCERTAINTY.k.shared * shared.k[d];
    drivers.k[d] = kLog;
    drivers.kernel[d] = KERNEL_STRATA_Z[shared.stratum[d]];
    const k = NBD_K * Math.exp(kLog);
    draws.push(drawPlan(grid, sites, weeks, multipliers, shared.stratum[d], k, exposures, touched));
    await breathe(d);
  }
  return { draws, drivers };
}

function present(
  grid: AudienceGrid,
  draws: Draw[],
  drivers: Record<string, Float64Array>,
  weeks: number,
): PlanAudienceDto {
  const population = grid.targetPopulation;
  const percentOf = (people: number) => (population > 0 ? Math.min(100, (100 * people) / population) : 0);
  const reached = draws.some((d) => d.reach > 0);
  const logReach = draws.map((d) => Math.log(d.reach > 0 ? d.reach : 1));
  let main = 'none';
  if (reached) {
    let best = -1;
    for (const [name, values] of Object.entries(drivers)) {
      const r2 = squaredCorrelation(values, logReach);
      if (r2 > best) {
        best = r2;
        main = name;
      }
    }
  }
  const median = (values: number[]) => percentiles(values).median;
  return {
    impressions: figure(
      draws.map((d) => d.impressions),
      0,
    ),
    reach: figure(
      draws.map((d) => d.reach),
      0,
    ),
    reach_percent: figure(
      draws.map((d) => percentOf(d.reach)),
      2,
    ),
    frequency: figure(
      draws.map((d) => (d.reach > 0 ? d.impressions / d.reach : 0)),
      2,
    ),
    grp: figure(
      draws.map((d) => (population > 0 ? (100 * d.impressions) / population : 0)),
      1,
    ),
    target_population: Math.round(population),
    distribution: {
      one_plus: round(median(draws.map((d) => percentOf(d.atLeast[0]))), 2),
      three_plus: round(median(draws.map((d) => percentOf(d.atLeast[1]))), 2),
      five_plus: round(median(draws.map((d) => percentOf(d.atLeast[2]))), 2),
    },
    main_uncertainty: main,
    weeks: round(weeks, 2),
  };
}
