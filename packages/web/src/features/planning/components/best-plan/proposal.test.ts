import type { OptimizePlanDto } from '@plano/core';
import { describe, expect, it } from 'vitest';
import { curvePoints, newSitesOf } from './proposal.ts';

const zero = { median: 0, low: 0, high: 0 };
const proposal = (inv_ids: number[], curve: { cost: number; reach: number }[] = []): OptimizePlanDto => ({
  inv_ids,
  sites: [],
  cost: 0,
  curve,
  figures: {
    impressions: zero,
    reach: zero,
    reach_percent: zero,
    frequency: zero,
    grp: zero,
    target_population: 0,
    distribution: { one_plus: 0, three_plus: 0, five_plus: 0 },
    main_uncertainty: 'volumes',
    weeks: 1,
  },
});

describe('a best-plan proposal', () => {
  it('offers only the sites the planner does not have yet, once each, in its order', () => {
    expect(newSitesOf(proposal([4, 9, 2, 9, 7]), new Set([4, 7]))).toEqual([9, 2]);
    expect(newSitesOf(proposal([]), new Set([1]))).toEqual([]);
  });

  it('draws the curve by money spent', () => {
    const points = curvePoints(
      proposal(
        [],
        [
          { cost: 300, reach: 90 },
          { cost: 100, reach: 40 },
        ],
      ),
    );
    expect(points.map((p) => p.cost)).toEqual([100, 300]);
  });
});
