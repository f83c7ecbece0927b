import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * The Monte Carlo's random numbers, seeded (pure-rand's xoroshiro128+), the same for every plan:
 * common random numbers, so adding a site can only move each draw up and the figures of two
 * plans compare draw by draw. A site's own noise is read from a shared table at an offset its id
 * decides, so a site keeps its draws whatever plan it is in.
 */

export const DRAWS = 300;
const SEED = 2017_25;
const TABLE_BITS = 16;
const TABLE_MASK = (1 << TABLE_BITS) - 1;

/** A generator past its first outputs, which stay close to the seed's bits. */
function seeded(seed: number) {
  const rng = xoroshiro128plus(seed);
  for (let i = 0; i < 32; i++) rng.next();
  return rng;
}

function normals(seed: number, count: number): Float64Array {
  const rng = seeded(seed);
  const out = new Float64Array(count);
  // Box–Muller: two uniforms give two independent standard normals.
  for (let i = 0; i < count; i += 2) {
    const u = 1 - uniformFloat64(rng);
    const v = uniformFloat64(rng);
    const radius = Math.sqrt(-2 * Math.log(u));
    out[i] = radius * Math.cos(2 * Math.PI * v);
    if (i + 1 < count) out[i + 1] = radius * Math.sin(2 * Math.PI * v);
  }
  return out;
}

/** Market-wide draws: one value per draw for each uncertain input, and the kernel stratum. */
export interface SharedDraws {
  volumes: Float64Array;
  visibility: Float64Array;
  targetShare: Float64Array;
  k: Float64Array;
  stratum: Int8Array;
}

let shared: SharedDraws | null = null;
let siteTable: Float64Array | null = null;

export function sharedDraws(strata: number): SharedDraws {
  if (!shared) {
    const z = normals(SEED, DRAWS * 4);
    const rng = seeded(SEED + 1);
    const stratum = new Int8Array(DRAWS);
    for (let d = 0; d < DRAWS; d++)
      stratum[d] = Math.min(strata - 1, Math.floor(uniformFloat64(rng) * strata));
    shared = {
      volumes: z.subarray(0, DRAWS),
      visibility: z.subarray(DRAWS, 2 * DRAWS),
      targetShare: z.subarray(2 * DRAWS, 3 * DRAWS),
      k: z.subarray(3 * DRAWS, 4 * DRAWS),
      stratum,
    };
  }
  return shared;
}

/** murmur3's 32-bit finaliser: spreads ids that differ by one far apart in the table. */
function mix(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Where a site's draws for one input (0, 1, 2) start in the table. */
export function siteOffset(siteId: number, input: number): number {
  return mix(mix(siteId) + Math.floor(siteId / 2 ** 32) + input * 0x9e3779b9);
}

/** The site's standard normal at one draw, from its offset. */
export function siteNormalAt(offset: number, draw: number): number {
  siteTable ??= normals(SEED + 2, 1 << TABLE_BITS);
  return siteTable[(offset + draw) & TABLE_MASK];
}

/** A site's standard normal for one input (0, 1, 2) at one draw. */
export function siteNormal(siteId: number, input: number, draw: number): number {
  return siteNormalAt(siteOffset(siteId, input), draw);
}
