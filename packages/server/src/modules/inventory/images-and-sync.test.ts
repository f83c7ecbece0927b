import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../test/factories.ts';
import { csvOf, ownerVendorId } from '../../../test/fixtures/inventory-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

let ctx: TestContext;
let owner: string;
let vendorId: string;
let feed: Server;
/** What the fake feed answers next: status, content type and body. */
let answer: { status: number; type: string; body: string | Buffer } = {
  status: 200,
  type: 'text/csv',
  body: '',
};
const asked: string[] = [];

beforeAll(async () => {
  feed = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.writeHead(answer.status, { 'content-type': answer.type });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  const port = (feed.address() as AddressInfo).port;
  ctx = await createTestContext({
    sites: 50,
    env: {
      INVENTORY_FEED_URL: `http://127.0.0.1:${port}/feed?email={email}`,
      INVENTORY_FEED_TIMEOUT_MS: '2000',
    },
  });
  owner = await ctx.tokenOf(DEMO.owner);
  vendorId = await ownerVendorId(ctx, DEMO.owner);
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => feed.close(resolve));
});

describe('site images', () => {
  it('signs an upload URL, takes an image by PUT, attaches it by site_code and serves it signed', async () => {
    await ctx.call('/add_plano_inventory', { data: [buildSite('IMG-1')] }, owner);
    const signed = await ctx.call(
      '/generateSignedUrlForUpload',
      { file_name: 'IMG-1.png', file_type: 'image/png' },
      owner,
    );
    expect(signed.statusCode, signed.body).toBe(200);
    const { data, url } = signed.json();
    const put = await ctx.app.inject({
      method: 'PUT',
      url: data,
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(put.statusCode, put.body).toBe(200);
    const attach = await ctx.call(
      '/update_inventory_sitemaps',
      {
        site_maps: [
          { url, name: 'IMG-1.png', type: 'site_map' },
          { url, name: 'NOPE.png' },
        ],
      },
      owner,
    );
    expect(attach.json()).toEqual({
      attached: ['IMG-1'],
      not_found: ['NOPE'],
      refused: [],
      skipped: [{ name: 'NOPE.png', site_code: 'NOPE', reason: 'no_site' }],
    });
    const page = await ctx.call('/fetch_media_owner_inventory', { limit: 50, page: 0 }, owner);
    const site = page
      .json()
      .data.find((s: { values: { site_code: string } }) => s.values.site_code === 'IMG-1');
    const image = await ctx.app.inject({ method: 'GET', url: site.site_map });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a forged or expired signature, a non-image and a bad file name', async () => {
    const { data } = (
      await ctx.call('/generateSignedUrlForUpload', { file_name: 'x.png', file_type: 'image/png' }, owner)
    ).json();
    const forged = data.replace(/sig=[^&]+/, 'sig=AAAA');
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: forged,
          payload: PNG,
          headers: { 'content-type': 'image/png' },
        })
      ).statusCode,
    ).toBe(403);
    const other = data.replace('x.png', 'y.png');
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: other,
          payload: PNG,
          headers: { 'content-type': 'image/png' },
        })
      ).statusCode,
    ).toBe(403);
    const text = await ctx.app.inject({
      method: 'PUT',
      url: data,
      payload: 'not an image',
      headers: { 'content-type': 'image/png' },
    });
    expect(text.statusCode).toBe(400);
    const bad = await ctx.call(
      '/generateSignedUrlForUpload',
      { file_name: '../x.png', file_type: 'image/png' },
      owner,
    );
    expect(bad.statusCode).toBe(400);
    const pdf = await ctx.call(
      '/generateSignedUrlForUpload',
      { file_name: 'x.pdf', file_type: 'application/pdf' },
      owner,
    );
    expect(pdf.statusCode).toBe(400);
    expect(
      (await ctx.call('/generateSignedUrlForUpload', { file_name: 'x.png', file_type: 'image/png' }))
        .statusCode,
    ).toBe(401);
  });

  it('does not attach a file another user uploaded', async () => {
    const res = await ctx.call(
      '/update_inventory_sitemaps',
      { site_maps: [{ url: 'site_maps/00000000-0000-0000-0000-000000000000/IMG-1.png', name: 'IMG-1.png' }] },
      owner,
    );
    expect(res.json()).toEqual({
      attached: [],
      not_found: ['IMG-1'],
      refused: [],
      skipped: [{ name: 'IMG-1.png', site_code: 'IMG-1', reason: 'not_uploaded' }],
    });
  });

  it('matches file names to site codes ignoring case, an exact spelling first, and says why each other file was skipped', async () => {
    // Two sites equal but for case: one file refuses that (a duplicate), two adds can make it.
    for (const code of ['ABC-001', 'Abc-002', 'abc-002']) {
      const added = await ctx.call('/add_plano_inventory', { data: [buildSite(code)] }, owner);
      expect(added.statusCode, added.body).toBe(200);
    }
    const upload = async (name: string) => {
      const { data, url } = (
        await ctx.call('/generateSignedUrlForUpload', { file_name: name, file_type: 'image/png' }, owner)
      ).json();
      const put = await ctx.app.inject({
        method: 'PUT',
        url: data,
        payload: PNG,
        headers: { 'content-type': 'image/png' },
      });
      expect(put.statusCode, put.body).toBe(200);
      return { name, url };
    };
    const files = [
      await upload('abc-001.png'),
      await upload('ABC-001 .png'),
      await upload('ABC-002.png'),
      await upload('Abc-002.png'),
      await upload('zzz-404.png'),
    ];
    const res = await ctx.call('/update_inventory_sitemaps', { site_maps: files }, owner);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // ABC-002 is no site's spelling: of Abc-002 and abc-002 it goes to the one in lower case.
    expect(body.attached.sort()).toEqual(['ABC-001', 'Abc-002', 'abc-002']);
    expect(body.skipped).toEqual([
      { name: 'ABC-001 .png', site_code: 'ABC-001', reason: 'duplicate' },
      { name: 'zzz-404.png', site_code: 'zzz-404', reason: 'no_site' },
    ]);
    const maps = await ctx.database.query<{ site_code: string; site_map: string | null }>(
      "select site_code, site_map from sites where lower(site_code) in ('abc-001', 'abc-002') order by site_code",
    );
    expect(maps.map((m) => [m.site_code, m.site_map?.split('/').pop() ?? null])).toEqual([
      ['ABC-001', 'abc-001.png'],
      ['Abc-002', 'Abc-002.png'],
      ['abc-002', 'ABC-002.png'],
    ]);
  });
});

describe('feed sync', () => {
  it('imports the owner’s CSV feed through the same import, asking with its registered e-mail', async () => {
    answer = {
      status: 200,
      type: 'text/csv',
      body: csvOf([buildSite('FEED-1'), buildSite('FEED-2', { lighting: 'Neon' })]),
    };
    const res = await ctx.call('/sync_media_owner_inventory', { userId: vendorId }, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ added: ['FEED-1'], total: 2 });
    expect(res.json().error[0].errors).toEqual({ lighting: 'Lighting has an invalid option' });
    expect(asked.at(-1)).toBe('/feed?email=contacto%40cordillera-outdoor.test');
  });

  it('reads JSON rows too', async () => {
    answer = { status: 200, type: 'application/json', body: JSON.stringify({ data: [buildSite('FEED-3')] }) };
    const res = await ctx.call('/sync_media_owner_inventory', {}, owner);
    expect(res.json()).toMatchObject({ added: ['FEED-3'], error: [] });
  });

  it('says so when the feed fails, storing nothing', async () => {
    answer = { status: 500, type: 'text/plain', body: 'boom' };
    const res = await ctx.call('/sync_media_owner_inventory', {}, owner);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe('The inventory feed answered 500');
    answer = { status: 200, type: 'application/json', body: '{"rows": 3}' };
    expect((await ctx.call('/sync_media_owner_inventory', {}, owner)).statusCode).toBe(502);
  });

  it('answers "not configured" without INVENTORY_FEED_URL', async () => {
    const bare = await createTestContext({ sites: 10 });
    try {
      const token = await bare.tokenOf(DEMO.owner);
      const res = await bare.call('/sync_media_owner_inventory', {}, token);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('not configured');
    } finally {
      await bare.close();
    }
  });
});
