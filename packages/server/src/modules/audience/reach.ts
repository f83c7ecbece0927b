/**
 * The negative binomial (Gamma–Poisson) exposure distribution (docs/audience-model.md §5): people in
 * a zone with mean exposures Λ see the plan n times with probability NBD(n; Λ, k). Reach is
 * 1 − P(0) = 1 − (1 + Λ/k)^(−k); a small k means exposures bunch on few people.
 */

/** The NBD's shape for outdoor exposure (assumed within the 0.3–1 range outdoor reach models use). */
export const NBD_K = 0.5;
/** Lognormal spread of k in the Monte Carlo. */
export const NBD_K_SIGMA = 0.35;

/** Share of people reached at least once. Concave and increasing in Λ: reach is submodular. */
export function reachShare(exposures: number, k: number): number {
  return exposures > 0 ? 1 - (1 + exposures / k) ** -k : 0;
}

/**
 * P(at least 1), P(at least 3), P(at least 5) exposures, written into `out` (the Monte Carlo calls
 * this for every zone of every draw: no allocation, one power).
 */
export function atLeastInto(exposures: number, k: number, out: Float64Array): void {
  if (!(exposures > 0)) {
    out[0] = 0;
    out[1] = 0;
    out[2] = 0;
    return;
  }
  const p0 = (1 + exposures / k) ** -k;
  const q = exposures / (exposures + k);
  const p1 = p0 * k * q;
  const p2 = (p1 * (k + 1) * q) / 2;
  const p3 = (p2 * (k + 2) * q) / 3;
  const p4 = (p3 * (k + 3) * q) / 4;
  out[0] = 1 - p0;
  out[1] = Math.max(0, 1 - p0 - p1 - p2);
  out[2] = Math.max(0, 1 - p0 - p1 - p2 - p3 - p4);
}

export function atLeast(exposures: number, k: number): [number, number, number] {
  const out = new Float64Array(3);
  atLeastInto(exposures, k, out);
  return [out[0], out[1], out[2]];
}

/**
 * reachShare at the central k, as the optimizer calls it hundreds of millions of times: with k = ½,
 * (1 + Λ/k)^(−k) is 1/√(1 + 2Λ), and a square root costs a fraction of a power.
 */
export const centralReachShare: (exposures: number) => number =
  NBD_K === 0.5
    ? (exposures) => (exposures > 0 ? 1 - 1 / Math.sqrt(1 + 2 * exposures) : 0)
    : (exposures) => reachShare(exposures, NBD_K);
