/**
 * How long the audience's work computes before it lets the server's other calls run: a search over
 * 1,000,000 sites, or the figures of a plan of 20,000 (a second and more of arithmetic each).
 */
const SLICE_MS = 25;
/** A mask: a pass over many items asks the clock once in 4,096 (asking it is not free). */
export const BREATHE_EVERY = 4095;

/**
 * A pause between slices of the work: every SLICE_MS the event loop turns (so a long computation
 * never holds the server's other requests) and the progress is told. Checking the clock is cheap;
 * the pause itself happens a few dozen times a second at most.
 */
export function breather(onProgress?: (spent: number) => void | Promise<void>) {
  let sliceStart = performance.now();
  return async (spent: number) => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    await onProgress?.(spent);
    sliceStart = performance.now();
  };
}
