import FlatQueue from 'flatqueue';
import { BREATHE_EVERY, breather } from './breather.ts';
import { type EntriesView, Exposures } from './central.ts';
import { EntryStore } from './entry-store.ts';
import type { AudienceGrid, PlacedSite } from './model.ts';

/** A site the optimizer may add: where, what it buys a week, what it costs and whose it is. */
export interface Candidate extends PlacedSite {
  price: number;
  owner: string;
}

export interface OptimizeInput {
  grid: AudienceGrid;
  /** Planned sites: kept whatever happens, their reach counted first. */
  kept: readonly PlacedSite[];
  candidates: readonly Candidate[];
  /** Money for the added sites. */
  budget: number;
  weeks: number;
  caps?: { max_sites?: number; max_owner_share?: number };
}

export interface OptimizeResult {
  /** Indexes into candidates, in the order they were chosen. */
  chosen: number[];
  cost: number;
  /** Reach at the central inputs, kept sites included. */
  reach: number;
  /** Reach against the money added, one point per greedy step (the first: the kept plan alone). */
  curve: { cost: number; reach: number }[];
}

/** Candidates a swap tries for each chosen site: the best by reach per peso alone. */
const SWAP_POOL = 40;
/** The swap pass stops after this many evaluations, whatever the plan's size. */
const SWAP_BUDGET = 20_000;
const CURVE_POINTS = 200;
/** Kernel entries kept for re-evaluation: 30 M entries are 180 MB (about 200,000 urban candidates). */
const MAX_KEPT_ENTRIES = 30_000_000;
const EPSILON = 1e-9;

/**
 * The most target reach for the budget (docs/audience-model.md §7): lazy greedy (CELF) by marginal
 * reach per peso, kept only if it beats the best single affordable site (together they guarantee
 * (1 − 1/e)/2 of the best under a budget, reach being monotone and submodular), then one pass of
 * swaps. A stale bound whose zones no pick has touched since is still exact, so it is taken without
 * recomputing (the same choices as CELF, fewer evaluations). Memory: the candidates, one exposure
 * vector and the entry store, bounded (entry-store.ts).
 */
export async function optimizePlan(
  input: OptimizeInput,
  onProgress?: (spent: number) => void | Promise<void>,
): Promise<OptimizeResult> {
  const { candidates, budget, weeks } = input;
  const breathe = breather(onProgress);
  const maxSites = input.caps?.max_sites ?? Number.POSITIVE_INFINITY;
  const ownerLimit = (input.caps?.max_owner_share ?? 1) * budget;
  const exposures = keptExposures(input);
  const keptReach = exposures.reach;
  const impressions = (i: number) => candidates[i].weeklyTarget * weeks;
  const perPeso = (gain: number, i: number) => gain / Math.max(1, candidates[i].price);
  const fits = (i: number, spent: number, owners: Map<string, number>) =>
    candidates[i].price <= budget - spent + EPSILON &&
    (owners.get(candidates[i].owner) ?? 0) + candidates[i].price <= ownerLimit + EPSILON;

  // A candidate's campaign impressions bound its reach gain at any step (reach per person is
  // concave with slope 1 at zero, and a site's impressions spread to exactly its impressions), so
  // the queue starts from that bound and evaluates only the candidates that could come first.
  // Each candidate is in the queue at most once, so its bound (reach per peso) and the exposure step
  // it was computed at are kept by index, and the queue holds indexes and bounds in typed arrays
  // (flatqueue): over a country's 970,000 candidates a heap of objects took 4 s of pops and ~100 MB.
  const NEVER = -1;
  const ratios = new Float64Array(candidates.length);
  const steps = new Int32Array(candidates.length).fill(NEVER);
  const none = new Map<string, number>();
  const store = new EntryStore(candidates.length, MAX_KEPT_ENTRIES);
  const entriesOf = (i: number): EntriesView => {
    const kept = store.get(i);
    if (kept) return kept;
    const computed = exposures.entries(candidates[i]);
    store.keep(i, computed);
    return computed;
  };
  // Over a country's candidates these two passes take ~0.4 s: they breathe too, as the search does.
  const affordable: number[] = [];
  for (let i = 0; i < candidates.length; i++) {
    if (fits(i, 0, none) && maxSites >= 1) affordable.push(i);
    if ((i & BREATHE_EVERY) === 0) await breathe(0);
  }

  // The highest ratio first: the queue pops its lowest priority, so it holds −ratio.
  const queue = new FlatQueue<number>(Math.max(1, affordable.length), Float64Array, Uint32Array);
  const enqueue = (i: number, ratio: number, step: number) => {
    ratios[i] = ratio;
    steps[i] = step;
    queue.push(i, -ratio);
  };
  for (let k = 0; k < affordable.length; k++) {
    const i = affordable[k];
    enqueue(i, perPeso(impressions(i), i), NEVER);
    if ((k & BREATHE_EVERY) === 0) await breathe(0);
  }

  const chosen: number[] = [];
  const leftOut: number[] = [];
  const owners = new Map<string, number>();
  let spent = 0;
  const curve = [{ cost: 0, reach: keptReach }];
  while (queue.length > 0 && chosen.length < maxSites) {
    await breathe(spent);
    const i = queue.pop()!;
    if (!fits(i, spent, owners)) {
      // Money and owner shares only shrink: never again in the greedy, but a swap may free room.
      leftOut.push(i);
      continue;
    }
    const e = entriesOf(i);
    const step = steps[i];
    if (step !== NEVER && (step === exposures.step || !exposures.changedSince(e, step))) {
      exposures.add(e, impressions(i));
      chosen.push(i);
      spent += candidates[i].price;
      owners.set(candidates[i].owner, (owners.get(candidates[i].owner) ?? 0) + candidates[i].price);
      curve.push({ cost: spent, reach: exposures.reach });
      continue;
    }
    enqueue(i, perPeso(exposures.gain(e, impressions(i)), i), exposures.step);
  }

  // The best single site beside the kept plan, looked for after the greedy: a site's impressions
  // bound its reach alone, so only those with more impressions than the greedy's whole gain could
  // beat it (over a country's inventory, usually none: evaluating them first took most of a search).
  const greedyGain = exposures.reach - keptReach;
  const keptOnly = keptExposures(input);
  let bestSingle = -1;
  let bestAlone = 0;
  for (let k = 0; k < affordable.length; k++) {
    if ((k & BREATHE_EVERY) === 0) await breathe(spent);
    const i = affordable[k];
    if (impressions(i) <= greedyGain + EPSILON || impressions(i) <= bestAlone) continue;
    await breathe(spent);
    const alone = keptOnly.gain(entriesOf(i), impressions(i));
    if (alone > bestAlone) {
      bestSingle = i;
      bestAlone = alone;
    }
  }
  if (bestSingle >= 0 && bestAlone > greedyGain + EPSILON) {
    const single = candidates[bestSingle];
    return {
      chosen: [bestSingle],
      cost: single.price,
      reach: keptReach + bestAlone,
      curve: [curve[0], { cost: single.price, reach: keptReach + bestAlone }],
    };
  }
  await swapPass();
  return { chosen, cost: spent, reach: exposures.reach, curve: thin(curve) };

  /**
   * The SWAP_POOL left-out sites of highest ratio (ties by index), as sorting them all would give.
   * After a country-wide greedy nearly every candidate is left out (969,748 of 970,056): sorting them
   * held the server for 0.2 s, so one pass keeps the best few in order instead, and breathes.
   */
  async function bestLeftOut(inPlan: Set<number>): Promise<number[]> {
    // Negative when site a comes before site b.
    const byRatio = (a: number, b: number) => ratios[b] - ratios[a] || a - b;
    const best: number[] = [];
    for (let k = 0; k < leftOut.length; k++) {
      if ((k & BREATHE_EVERY) === 0) await breathe(spent);
      const i = leftOut[k];
      if (inPlan.has(i) || (best.length === SWAP_POOL && byRatio(i, best[SWAP_POOL - 1]) > 0)) continue;
      let at = best.length;
      while (at > 0 && byRatio(i, best[at - 1]) < 0) at--;
      best.splice(at, 0, i);
      if (best.length > SWAP_POOL) best.pop();
    }
    return best;
  }

  /** Replace a chosen site by one left out when the plan then reaches more, within the budget. */
  async function swapPass(): Promise<void> {
    const inPlan = new Set(chosen);
    // The best left out by their last ratio: too dear when the greedy met them, or next in line.
    for (let taken = 0; taken < SWAP_POOL && queue.length > 0; taken++) leftOut.push(queue.pop()!);
    const pool = await bestLeftOut(inPlan);
    let evaluations = 0;
    for (let position = 0; position < chosen.length && evaluations < SWAP_BUDGET; position++) {
      await breathe(spent);
      const out = chosen[position];
      const outEntries = entriesOf(out);
      const loss = -exposures.gain(outEntries, -impressions(out));
      exposures.add(outEntries, -impressions(out));
      spent -= candidates[out].price;
      owners.set(candidates[out].owner, (owners.get(candidates[out].owner) ?? 0) - candidates[out].price);
      let best = -1;
      let bestGain = loss + EPSILON * Math.max(1, loss);
      for (const i of pool) {
        if (inPlan.has(i) || !fits(i, spent, owners)) continue;
        evaluations++;
        const gain = exposures.gain(entriesOf(i), impressions(i));
        if (gain > bestGain) {
          best = i;
          bestGain = gain;
        }
      }
      const next = best >= 0 ? best : out;
      exposures.add(entriesOf(next), impressions(next));
      spent += candidates[next].price;
      owners.set(candidates[next].owner, (owners.get(candidates[next].owner) ?? 0) + candidates[next].price);
      if (best >= 0) {
        inPlan.delete(out);
        inPlan.add(best);
        chosen[position] = best;
      }
    }
  }
}

/** The exposures of the planned sites alone, added in id order (the same sums whatever the request's order). */
function keptExposures({ grid, kept, weeks }: OptimizeInput): Exposures {
  const exposures = new Exposures(grid);
  for (const site of [...kept].sort((a, b) => a.id - b.id)) {
    exposures.add(exposures.entries(site), site.weeklyTarget * weeks);
  }
  return exposures;
}

/** At most CURVE_POINTS points, the first and the last kept. */
function thin(curve: { cost: number; reach: number }[]) {
  if (curve.length <= CURVE_POINTS) return curve;
  const every = Math.ceil(curve.length / (CURVE_POINTS - 1));
  return curve.filter((_, i) => i % every === 0 || i === curve.length - 1);
}
