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

/** P(at least 1), P(at least 3), P(at least 5) exposures. */
export function atLeast(exposures: number, k: number): [number, number, number] {
  if (!(exposures > 0)) return [0, 0, 0];
  const p0 = (1 + exposures / k) ** -k;
  const q = exposures / (exposures + k);
  let p = p0;
  let cumulative = p0;
  const below: number[] = [p0];
  for (let n = 1; n < 5; n++) {
    p *= ((k + n - 1) / n) * q;
    cumulative += p;
    below.push(cumulative);
  }
  return [1 - below[0], Math.max(0, 1 - below[2]), Math.max(0, 1 - below[4])];
}
