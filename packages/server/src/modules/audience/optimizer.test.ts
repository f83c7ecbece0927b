import { DEFAULT_TARGET_AUDIENCE } from '@plano/core';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { bundledGeodataDir } from '../../paths.ts';
import { centralReach, Exposures } from './central.ts';
import { type AudienceGrid, audienceGrid } from './model.ts';
import { type Candidate, optimizePlan } from './optimizer.ts';
import { censusZones } from './zones.ts';

const grid: AudienceGrid = audienceGrid(censusZones(bundledGeodataDir), DEFAULT_TARGET_AUDIENCE, {
  regions: [],
  communes: null,
});
const WEEKS = 4;
const GUARANTEE = (1 - 1 / Math.E) / 2;

/** 12–16 candidates within a few km of each other (so they share their audience), and a budget. */
const instance = fc
  .record({
    lat: fc.double({ min: -33.5, max: -33.42, noNaN: true }),
    lng: fc.double({ min: -70.7, max: -70.58, noNaN: true }),
    sites: fc.array(
      fc.record({
        dLat: fc.double({ min: -0.03, max: 0.03, noNaN: true }),
        dLng: fc.double({ min: -0.03, max: 0.03, noNaN: true }),
        weeklyTarget: fc.double({ min: 5_000, max: 80_000, noNaN: true }),
        price: fc.integer({ min: 500_000, max: 8_000_000 }),
        owner: fc.constantFrom('a', 'b', 'c'),
      }),
      { minLength: 12, maxLength: 16 },
    ),
    budgetShare: fc.double({ min: 0.15, max: 0.6, noNaN: true }),
  })
  .map(({ lat, lng, sites, budgetShare }) => {
    const candidates: Candidate[] = sites.map((s, i) => ({
      id: i + 1,
      lat: lat + s.dLat,
      lng: lng + s.dLng,
      weeklyTarget: s.weeklyTarget,
      price: s.price,
      owner: s.owner,
    }));
    return { candidates, budget: budgetShare * candidates.reduce((sum, c) => sum + c.price, 0) };
  });

/** The best reach within the budget over every subset (Gray code: one site in or out a step). */
function bruteForce(candidates: Candidate[], budget: number): number {
  const exposures = new Exposures(grid);
  const entries = candidates.map((c) => exposures.entries(c));
  const inPlan = new Array(candidates.length).fill(false);
  let cost = 0;
  let best = 0;
  for (let step = 1; step < 2 ** candidates.length; step++) {
    const flip = Math.log2(step & -step);
    const sign = inPlan[flip] ? -1 : 1;
    inPlan[flip] = !inPlan[flip];
    exposures.add(entries[flip], sign * candidates[flip].weeklyTarget * WEEKS);
    cost += sign * candidates[flip].price;
    if (cost <= budget) best = Math.max(best, exposures.reach);
  }
  return best;
}

const ratios: number[] = [];
afterAll(() => {
  if (ratios.length === 0) return;
  const mean = ratios.reduce((a, b) => a + b, 0) / ratios.length;
  console.info(
    `greedy / best over ${ratios.length} instances: mean ${mean.toFixed(4)}, worst ${Math.min(...ratios).toFixed(4)}`,
  );
});

describe('the optimizer against brute force', () => {
  it('reaches ≥ 90 % of the best on average, never below (1 − 1/e)/2, within the budget', async () => {
    await fc.assert(
      fc.asyncProperty(instance, async ({ candidates, budget }) => {
        const result = await optimizePlan({ grid, kept: [], candidates, budget, weeks: WEEKS });
        const chosen = result.chosen.map((i) => candidates[i]);
        expect(chosen.reduce((sum, c) => sum + c.price, 0)).toBeLessThanOrEqual(budget);
        expect(result.reach).toBeCloseTo(centralReach(grid, chosen, WEEKS), 3);
        const best = bruteForce(candidates, budget);
        const ratio = best > 0 ? result.reach / best : 1;
        ratios.push(ratio);
        expect(ratio).toBeGreaterThanOrEqual(GUARANTEE);
        expect(ratio).toBeLessThanOrEqual(1 + 1e-9);
      }),
      { numRuns: 30, seed: 25 },
    );
    expect(ratios.reduce((a, b) => a + b, 0) / ratios.length).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps the caps: at most N sites, at most a share of the budget per owner', async () => {
    await fc.assert(
      fc.asyncProperty(
        instance,
        fc.integer({ min: 1, max: 4 }),
        fc.double({ min: 0.2, max: 0.8, noNaN: true }),
        async (inst, maxSites, share) => {
          const result = await optimizePlan({
            grid,
            kept: [],
            ...inst,
            weeks: WEEKS,
            caps: { max_sites: maxSites, max_owner_share: share },
          });
          expect(result.chosen.length).toBeLessThanOrEqual(maxSites);
          const byOwner = new Map<string, number>();
          for (const i of result.chosen) {
            const c = inst.candidates[i];
            byOwner.set(c.owner, (byOwner.get(c.owner) ?? 0) + c.price);
          }
          for (const spent of byOwner.values()) expect(spent).toBeLessThanOrEqual(share * inst.budget + 1e-6);
        },
      ),
      { numRuns: 30, seed: 26 },
    );
  });

  it('counts the kept sites first and never proposes a dearer plan than the budget', async () => {
    await fc.assert(
      fc.asyncProperty(instance, async ({ candidates, budget }) => {
        const [kept, ...rest] = candidates;
        const result = await optimizePlan({ grid, kept: [kept], candidates: rest, budget, weeks: WEEKS });
        expect(result.curve[0].reach).toBeCloseTo(centralReach(grid, [kept], WEEKS), 3);
        expect(result.cost).toBeLessThanOrEqual(budget);
      }),
      { numRuns: 20, seed: 27 },
    );
  });
});
