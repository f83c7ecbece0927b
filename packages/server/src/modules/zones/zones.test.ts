import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ sites: 5 });
});
afterAll(() => ctx.close());

describe('POST /api/fetch_district_zones', () => {
  it('needs a token (401)', async () => {
    const res = await ctx.call('/fetch_district_zones', {});
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('rejects a body with keys (400)', async () => {
    const res = await ctx.call('/fetch_district_zones', { state: 'Delhi' }, await ctx.tokenOf(DEMO.viewer));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });

  it('answers every signed-in user — planner, viewer, media owner — with the same joined map', async () => {
    const answers = [];
    for (const who of [DEMO.planner, DEMO.viewer, DEMO.owner]) {
      const res = await ctx.call('/fetch_district_zones', {}, await ctx.tokenOf(who));
      expect(res.statusCode, who).toBe(200);
      answers.push(res.body);
    }
    expect(new Set(answers).size).toBe(1);
  });

  it('gives each shape its zone, the records behind it, the legend, the dates and the source', async () => {
    const res = await ctx.call('/fetch_district_zones', {}, await ctx.tokenOf(DEMO.planner));
    const body = res.json();
    expect(res.statusCode).toBe(200);
    expect(body.districts).toHaveLength(594);
    const delhi = body.districts.find((d: { name: string }) => d.name === 'Delhi');
    expect(delhi).toMatchObject({ state: 'Delhi', zone: 'Red', drawn: true });
    expect(delhi.zone_districts).toHaveLength(11);
    const puri = body.districts.find((d: { name: string }) => d.name === 'Puri');
    expect(puri.state).toBe('Odisha');
    // The legend counts the drawn shapes: 593 (Kavaratti has no outline).
    expect(body.legend).toEqual({ Red: 109, Orange: 288, Green: 196, NA: 0 });
    const drawn = body.districts.filter((d: { drawn: boolean }) => d.drawn);
    expect(drawn).toHaveLength(593);
    expect(body.date_range).toEqual({ from: '30/04/2020', to: '21/05/2020' });
    expect(body.source.url).toMatch(/^https:\/\//);
    expect(body.not_shown.map((r: { district: string }) => r.district).sort()).toEqual([
      'Lakshadweep',
      'Mirpur',
      'Muzaffarabad',
    ]);
    for (const row of body.not_shown) expect(row.reason).not.toBe('');
  });

  it('carries each drawn outline projected inside the map box (SPEC §9 Mercator), none for Kavaratti', async () => {
    const res = await ctx.call('/fetch_district_zones', {}, await ctx.tokenOf(DEMO.viewer));
    type Row = { name: string; drawn: boolean; outline: string; bounds: number[] };
    const { districts, map } = res.json() as { districts: Row[]; map: { box: number[]; coast: string } };
    const [x, y, w, h] = map.box;
    for (const d of districts.filter((row) => row.drawn)) {
      expect(d.outline, d.name).toMatch(/^M[\d.-]+,[\d.-]+L.*Z$/);
      const [x0, y0, x1, y1] = d.bounds;
      expect(x0 >= x && y0 >= y && x1 <= x + w && y1 <= y + h && x0 < x1 && y0 < y1, d.name).toBe(true);
    }
    expect(districts.find((d) => !d.drawn)).toMatchObject({ name: 'Kavaratti', outline: '' });
    // Scale 350 around 78.96°E 22.59°N on an 800-unit panel: India spans about 200 × 220 units.
    expect(w).toBeGreaterThan(150);
    expect(w).toBeLessThan(260);
    // New Delhi (77.2°E, 28.6°N) lies west of and above the centre (400, 400).
    const delhi = districts.find((d) => d.name === 'Delhi');
    expect(delhi?.bounds[2]).toBeLessThan(400);
    expect(delhi?.bounds[3]).toBeLessThan(400);
    expect(map.coast.length).toBeGreaterThan(1000);
  });
});

describe('without the India files in GEODATA_DIR', () => {
  it('says the data are not available (503), never a stack trace', async () => {
    const emptyDir = path.join(process.env.TMPDIR ?? '/tmp', 'plano-zones-empty');
    mkdirSync(emptyDir, { recursive: true });
    writeFileSync(path.join(emptyDir, 'india-districts.json'), '{not json');
    // The demo seed needs the Chile files, so seed from the real dir and serve India from the empty one.
    const bare = await createTestContext({ sites: 0 });
    try {
      const { buildApp } = await import('../../app.ts');
      const app = await buildApp({ ...bare.config, GEODATA_DIR: emptyDir }, bare.database);
      await app.ready();
      const res = await app.inject({
        method: 'POST',
        url: '/api/fetch_district_zones',
        headers: { authorization: `Bearer ${await bare.tokenOf(DEMO.planner)}` },
        payload: {},
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toMatch(/india-districts\.json is not valid JSON/);
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
      await app.close();
    } finally {
      await bare.close();
    }
  });
});
