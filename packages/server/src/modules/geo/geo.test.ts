import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ sites: 20 });
});
afterAll(() => ctx.close());

describe('POST /api/fetch_distinct_city_states', () => {
  it('needs a token (401)', async () => {
    expect((await ctx.call('/fetch_distinct_city_states', {})).statusCode).toBe(401);
  });

  it("lists Chile's 16 regions with their communes", async () => {
    const res = await ctx.call('/fetch_distinct_city_states', {}, await ctx.tokenOf(DEMO.viewer));
    expect(res.statusCode).toBe(200);
    const { result } = res.json() as { result: { state: string; cities: string[] }[] };
    expect(result).toHaveLength(16);
    const metro = result.find((r) => r.state.includes('Metropolitana'));
    expect(metro?.cities).toEqual(expect.arrayContaining(['Santiago', 'Providencia', 'Las Condes', 'Ñuñoa']));
    expect(result.reduce((n, r) => n + r.cities.length, 0)).toBeGreaterThan(340);
  });

  it('narrows by country', async () => {
    const token = await ctx.tokenOf(DEMO.viewer);
    expect(
      (await ctx.call('/fetch_distinct_city_states', { country: 'Chile' }, token)).json().result,
    ).toHaveLength(16);
    expect((await ctx.call('/fetch_distinct_city_states', { country: 'Peru' }, token)).json().result).toEqual(
      [],
    );
  });

  it('rejects bad input', async () => {
    const token = await ctx.tokenOf(DEMO.viewer);
    const res = await ctx.call('/fetch_distinct_city_states', { country: 12 }, token);
    expect(res.statusCode).toBe(400);
    expect((await ctx.call('/fetch_distinct_city_states', { city: 'x' }, token)).statusCode).toBe(400);
  });
});
