import { TEMPLATE_COLUMNS } from '@plano/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../test/factories.ts';
import { csvOf, uploadFile } from '../../../../test/fixtures/inventory-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../../test/index.ts';

/**
 * Generated files with known bad cells, checked against a brute-force expectation written straight
 * from the rules: every planted bad cell is reported with its column, and no good row is refused.
 */
let ctx: TestContext;
let owner: string;

beforeAll(async () => {
  ctx = await createTestContext({ sites: 20 });
  owner = await ctx.tokenOf(DEMO.owner);
});
afterAll(() => ctx.close());

/** A small deterministic random stream. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const required = TEMPLATE_COLUMNS.filter((c) => c.required && c.key !== 'site_code').map((c) => c.key);
const numeric = TEMPLATE_COLUMNS.filter((c) => c.kind === 'number').map((c) => c.key);
/** Each kind of planted mistake: the cell, the bad value, and the column that must be reported. */
const MISTAKES: ((rnd: () => number) => { key: string; value: string; reported: string })[] = [
  (rnd) => {
    const key = required[Math.floor(rnd() * required.length)];
    return { key, value: '', reported: key };
  },
  (rnd) => {
    const key = numeric[Math.floor(rnd() * numeric.length)];
    return { key, value: 'n/a', reported: key };
  },
  () => ({ key: 'lighting', value: 'Neon', reported: 'lighting' }),
  () => ({ key: 'state', value: 'Atlantis', reported: 'state' }),
  () => ({ key: 'latitude', value: '40.7', reported: 'latitude' }),
  () => ({ key: 'traffic_density', value: 'busy', reported: 'traffic_density' }),
  () => ({ key: 'final_score', value: '7', reported: 'final_score' }),
];

describe('the import against a brute-force validator', () => {
  it.each([1, 2, 3])('reports exactly the planted bad cells (seed %i)', async (seed) => {
    const rnd = random(seed);
    const rows: Record<string, string | number | null>[] = [];
    const expected = new Map<string, Set<string>>();
    for (let i = 0; i < 120; i++) {
      const code = `BF${seed}-${i}`;
      const row = buildSite(code);
      const planted = new Set<string>();
      if (rnd() < 0.4) {
        const count = 1 + Math.floor(rnd() * 2);
        for (let j = 0; j < count; j++) {
          const mistake = MISTAKES[Math.floor(rnd() * MISTAKES.length)](rnd);
          // Emptying the state also makes the city unknowable; keep the plan simple: one mistake a cell.
          if (planted.has(mistake.reported)) continue;
          row[mistake.key] = mistake.value;
          planted.add(mistake.reported);
          // A state that is not Chilean leaves its city unchecked, so only the state is reported.
        }
      }
      expected.set(code, planted);
      rows.push(row);
    }
    const res = await uploadFile(ctx, owner, csvOf(rows));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      added: string[];
      updated: string[];
      error: { data: { site_code: string }; errors: Record<string, string> }[];
    };
    const reported = new Map(body.error.map((e) => [e.data.site_code, new Set(Object.keys(e.errors))]));
    for (const [code, planted] of expected) {
      if (planted.size === 0) {
        expect(reported.has(code), `${code} is good`).toBe(false);
        expect(body.added.includes(code) || body.updated.includes(code)).toBe(true);
      } else {
        expect(reported.get(code), code).toEqual(planted);
      }
    }
  });
});
