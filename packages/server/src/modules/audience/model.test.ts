import { DEFAULT_TARGET_AUDIENCE } from '@plano/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bundledGeodataDir } from '../../paths.ts';
import { centralReach } from './central.ts';
import { kernelStrata } from './kernel.ts';
import { type AudienceGrid, audienceGrid, type PlacedSite, spreadSite, spreadSites } from './model.ts';
import { planFigures } from './monte-carlo.ts';
import { censusZones, toKm } from './zones.ts';

const zones = censusZones(bundledGeodataDir);
const everywhere: AudienceGrid = audienceGrid(zones, DEFAULT_TARGET_AUDIENCE, {
  regions: [],
  communes: null,
});
const WEEKS = 4;

/** Sites in urban Santiago, with the target impressions a week real faces have (10k–60k). */
const site = (id: fc.Arbitrary<number>) =>
  fc.record({
    id,
    lat: fc.double({ min: -33.56, max: -33.38, noNaN: true }),
    lng: fc.double({ min: -70.75, max: -70.55, noNaN: true }),
    weeklyTarget: fc.double({ min: 10_000, max: 60_000, noNaN: true }),
  });
const plan = (min: number, max: number) =>
  fc.uniqueArray(site(fc.integer({ min: 1, max: 1_000_000 })), {
    minLength: min,
    maxLength: max,
    selector: (s) => s.id,
  });
const reach = (sites: PlacedSite[]) => centralReach(everywhere, sites, WEEKS);
const figures = async (sites: PlacedSite[]) =>
  planFigures(everywhere, await spreadSites(everywhere, sites), WEEKS);

describe('the reach model (central inputs)', () => {
  it('never decreases when a site is added', () => {
    fc.assert(
      fc.property(plan(0, 12), site(fc.constant(2_000_000)), (sites, added) => {
        expect(reach([...sites, added])).toBeGreaterThanOrEqual(reach(sites) - 1e-6);
      }),
      { numRuns: 60 },
    );
  });

  it('reach of A ∪ B is at most reach A + reach B', () => {
    fc.assert(
      fc.property(plan(1, 10), plan(1, 10), (a, b) => {
        const ids = new Set(a.map((s) => s.id));
        const others = b.filter((s) => !ids.has(s.id));
        expect(reach([...a, ...others])).toBeLessThanOrEqual(reach(a) + reach(others) + 1e-6);
      }),
      { numRuns: 60 },
    );
  });

  it('adds up two sites 50 km apart within 1 %', () => {
    fc.assert(
      fc.property(site(fc.constant(1)), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), (a, angle) => {
        const kmPerDegree = 111.32;
        const b = {
          ...a,
          id: 2,
          lat: a.lat + (50 * Math.sin(angle)) / kmPerDegree,
          lng: a.lng + (50 * Math.cos(angle)) / (kmPerDegree * Math.cos((a.lat * Math.PI) / 180)),
        };
        const apart = reach([a]) + reach([b]);
        expect(Math.abs(reach([a, b]) - apart)).toBeLessThanOrEqual(0.01 * apart);
      }),
      { numRuns: 60 },
    );
  });

  it('counts a site twice at the same place as less than 60 % more', () => {
    fc.assert(
      fc.property(site(fc.constant(1)), (a) => {
        const once = reach([a]);
        expect(once).toBeGreaterThan(0);
        expect(reach([a, { ...a, id: 2 }]) - once).toBeLessThan(0.6 * once);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the Monte Carlo figures', () => {
  it('answers zeros for no site', async () => {
    const none = await figures([]);
    for (const f of [none.impressions, none.reach, none.reach_percent, none.frequency, none.grp]) {
      expect(f).toEqual({ median: 0, low: 0, high: 0 });
    }
    expect(none.distribution).toEqual({ one_plus: 0, three_plus: 0, five_plus: 0 });
    expect(none.target_population).toBeGreaterThan(0);
  });

  it('keeps every median inside its interval; the same plan in any order gives the same figures', async () => {
    await fc.assert(
      fc.asyncProperty(plan(1, 8), async (sites) => {
        const answer = await figures(sites);
        for (const f of [
          answer.impressions,
          answer.reach,
          answer.reach_percent,
          answer.frequency,
          answer.grp,
        ]) {
          expect(f.low).toBeLessThanOrEqual(f.median);
          expect(f.median).toBeLessThanOrEqual(f.high);
        }
        expect(answer.reach.median).toBeGreaterThan(0);
        expect(await figures([...sites].reverse())).toEqual(answer);
      }),
      { numRuns: 25 },
    );
  });

  it('never lowers the median reach when a site is added (the same draws for every plan)', async () => {
    await fc.assert(
      fc.asyncProperty(plan(1, 6), site(fc.constant(2_000_000)), async (sites, added) => {
        const before = await figures(sites);
        const after = await figures([...sites, added]);
        expect(after.reach.median).toBeGreaterThanOrEqual(before.reach.median);
        expect(after.reach.low).toBeGreaterThanOrEqual(before.reach.low);
        expect(after.reach.high).toBeGreaterThanOrEqual(before.reach.high);
      }),
      { numRuns: 20 },
    );
  });
});

describe('a large plan', () => {
  // 3,000 sites over urban Santiago: the draws take a few hundred milliseconds on any machine, many
  // times the breather's slice.
  const large = Array.from({ length: 3000 }, (_, i) => ({
    id: i + 1,
    lat: -33.56 + (i % 60) * 0.003,
    lng: -70.75 + Math.floor(i / 60) * 0.004,
    weeklyTarget: 20_000,
  }));

  it('lets the server answer other calls while its figures are drawn', async () => {
    const spread = await spreadSites(everywhere, large);
    const order: string[] = [];
    // Another request's turn, queued before the figures start: without the breather the figures
    // would hold the event loop until they end, and it would come second.
    setImmediate(() => order.push('another call'));
    await planFigures(everywhere, spread, WEEKS);
    order.push('figures');
    expect(order).toEqual(['another call', 'figures']);
  });
});

describe('grids and spread sites kept between calls', () => {
  const santiago = { regions: ['Metropolitana de Santiago'], communes: null };
  const women = { ...DEFAULT_TARGET_AUDIENCE, sex: 'female' as const };
  const place = { id: 7, lat: -33.45, lng: -70.65, weeklyTarget: 20_000 };

  it('answers the same grid for the same audience and area, another for another audience', () => {
    const grid = audienceGrid(zones, DEFAULT_TARGET_AUDIENCE, santiago);
    expect(audienceGrid(zones, { ...DEFAULT_TARGET_AUDIENCE }, { ...santiago })).toBe(grid);
    const other = audienceGrid(zones, women, santiago);
    expect(other).not.toBe(grid);
    expect(other.targetPopulation).toBeLessThan(grid.targetPopulation);
  });

  it('spreads a site once per grid and position, each call keeping its own weekly target', () => {
    const grid = audienceGrid(zones, DEFAULT_TARGET_AUDIENCE, santiago);
    const first = spreadSite(grid, place);
    const again = spreadSite(grid, { ...place, weeklyTarget: 30_000 });
    expect(again.strata).toBe(first.strata);
    expect(again.weeklyTarget).toBe(30_000);
    const { x, y } = toKm(place.lat, place.lng);
    expect(first.strata).toEqual(kernelStrata(zones, grid.target, x, y));
    // Moved, or on another audience's grid: spread again, not taken from the kept one.
    expect(spreadSite(grid, { ...place, lat: -33.46 }).strata).not.toBe(first.strata);
    const otherGrid = audienceGrid(zones, women, santiago);
    expect(spreadSite(otherGrid, place).strata).toEqual(kernelStrata(zones, otherGrid.target, x, y));
  });
});
