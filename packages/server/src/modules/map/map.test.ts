import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ sites: 5, env: { MAP_STYLE_URL: 'https://tiles.example.com/style.json' } });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /geodata/<name>', () => {
  for (const name of ['chile-regions.json', 'chile-comunas.json', 'india-districts.json']) {
    it(`streams ${name} from GEODATA_DIR without a token, cached`, async () => {
      const res = await get(`/geodata/${name}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toMatch(/max-age=\d{5,}/);
      const onDisk = readFileSync(path.join(ctx.config.GEODATA_DIR, name), 'utf8');
      expect(res.body).toBe(onDisk);
      // TopoJSON: one geometry collection of region / commune outlines.
      const topology = res.json() as { type: string; objects: Record<string, { geometries: unknown[] }> };
      expect(topology.type).toBe('Topology');
      const [collection] = Object.values(topology.objects);
      expect(collection?.geometries.length).toBeGreaterThan(300);
    });
  }

  it('answers other names with a JSON 404, never the web app', async () => {
    for (const url of [
      '/geodata/covid19india-zones.json',
      '/geodata/world-countries.json',
      '/geodata/..%2Fapp-secret',
      '/geodata/chile-regions.json/x',
      '/geodata/',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code, url).toBe('not_found');
    }
  });
});

describe('POST /api/fetch_map_config', () => {
  it('needs a token (401)', async () => {
    expect((await ctx.call('/fetch_map_config', {})).statusCode).toBe(401);
  });

  it('returns MAP_STYLE_URL to any signed-in user', async () => {
    const res = await ctx.call('/fetch_map_config', {}, await ctx.tokenOf(DEMO.viewer));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ style_url: 'https://tiles.example.com/style.json' });
  });

  it('rejects unknown keys (400)', async () => {
    const res = await ctx.call('/fetch_map_config', { style: 'x' }, await ctx.tokenOf(DEMO.viewer));
    expect(res.statusCode).toBe(400);
  });
});

describe('without MAP_STYLE_URL', () => {
  it('returns null so the web draws the offline map', async () => {
    const bare = await createTestContext({ sites: 0 });
    try {
      const res = await bare.call('/fetch_map_config', {}, await bare.tokenOf(DEMO.planner));
      expect(res.json()).toEqual({ style_url: null });
    } finally {
      await bare.close();
    }
  });
});
