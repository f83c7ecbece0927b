import type { OptimizePlanDto } from '@plano/core';

/** The sites a proposal adds to what the planner already has (planned or selected), in its order. */
export function newSitesOf(proposal: OptimizePlanDto, current: ReadonlySet<number>): number[] {
  const seen = new Set<number>();
  return proposal.inv_ids.filter((id) => {
    if (current.has(id) || seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** The curve as the chart draws it: money on x, reach on y, in the greedy's order, cost never going back. */
export function curvePoints(proposal: OptimizePlanDto): { cost: number; reach: number }[] {
  return [...proposal.curve].sort((a, b) => a.cost - b.cost);
}
