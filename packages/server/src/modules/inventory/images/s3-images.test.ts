// Site images in S3, contract-tested against a local server playing the bucket: it checks every
// request's SigV4 signature from the spec (test/sigv4-check.ts), so what passes here is what
// S3 itself would accept.
import { MAX_IMAGE_BYTES } from '@plano/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../test/factories.ts';
import {
  buildCampaign,
  createTestContext,
  DEMO,
  type FakeS3,
  startFakeS3,
  type TestContext,
} from '../../../../test/index.ts';
import { s3ImageStore } from './s3-image-store.ts';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

let s3: FakeS3;
let ctx: TestContext;
let owner: string;
let ownerUserId: string;

async function userIdOf(email: string): Promise<string> {
  const [row] = await ctx.database.query<{ id: string }>('select id from users where email = $1', [email]);
  return row.id;
}

/** Asks Plano for an upload URL as the owner. */
async function uploadUrlFor(fileName: string, bytes: Buffer, type = 'image/png', token = owner) {
  const res = await ctx.call(
    '/generateSignedUrlForUpload',
    { file_name: fileName, file_type: type, file_size: bytes.length, bucket: 'images' },
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: string; url: string };
}

/** What the browser does: the file by PUT, straight to the bucket, with its type. */
const putTo = (url: string, bytes: Buffer, type = 'image/png') =>
  fetch(url, { method: 'PUT', body: bytes, headers: { 'content-type': type } });

beforeAll(async () => {
  s3 = await startFakeS3();
  ctx = await createTestContext({ sites: 20, env: { ...s3.env, INTEGRATION_ATTEMPTS: '1' } });
  owner = await ctx.tokenOf(DEMO.owner);
  ownerUserId = await userIdOf(DEMO.owner);
});
afterAll(async () => {
  await ctx.close();
  await s3.close();
});
beforeEach(() => {
  s3.calls.length = 0;
  s3.clockOffsetMs = 0;
});

describe('S3 upload URLs', () => {
  it('answers a SigV4-presigned PUT for the bucket and the user’s folder, signed for type and size', async () => {
    const { data, url } = await uploadUrlFor('S3-SIGNED.png', PNG);
    expect(url).toBe(`site_maps/${ownerUserId}/S3-SIGNED.png`);
    const signed = new URL(data);
    expect(signed.origin).toBe(s3.endpoint);
    expect(signed.pathname).toBe(`/${s3.bucket}/site_maps/${ownerUserId}/S3-SIGNED.png`);
    const query = signed.searchParams;
    expect(query.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(query.get('X-Amz-Credential')).toMatch(
      new RegExp(`^${s3.accessKeyId}/\\d{8}/${s3.region}/s3/aws4_request$`),
    );
    expect(query.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(query.get('X-Amz-Expires')).toBe('900');
    expect(query.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    // No checksum parameter the browser could not satisfy, and never the secret key.
    expect([...query.keys()].filter((k) => k.startsWith('x-amz-checksum'))).toEqual([]);
    expect(data).not.toContain(s3.secretAccessKey);
    expect(data).not.toContain(encodeURIComponent(s3.secretAccessKey));

    const put = await putTo(data, PNG);
    expect(put.status).toBe(200);
    expect(s3.objects.get(url)).toEqual({ bytes: PNG, contentType: 'image/png' });
    expect(s3.calls.at(-1)).toMatchObject({ method: 'PUT', status: 200, signed: { presigned: true } });
  });

  it('the bucket refuses another size, another type, a forged signature and an expired URL', async () => {
    const { data, url } = await uploadUrlFor('S3-STRICT.png', PNG);
    expect((await putTo(data, Buffer.concat([PNG, PNG]))).status).toBe(403);
    expect((await putTo(data, PNG, 'text/html')).status).toBe(403);
    const forged = new URL(data);
    forged.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    expect((await putTo(forged.href, PNG)).status).toBe(403);
    const elsewhere = data.replace('S3-STRICT.png', 'S3-OTHER.png');
    expect((await putTo(elsewhere, PNG)).status).toBe(403);
    s3.clockOffsetMs = 16 * 60 * 1000;
    const late = await putTo(data, PNG);
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('Request has expired');
    expect(s3.objects.has(url)).toBe(false);
  });

  it('needs the file size, refuses over 10 MB and non-image types, 401 without a session, 403 without the policy', async () => {
    const noSize = await ctx.call(
      '/generateSignedUrlForUpload',
      { file_name: 'x.png', file_type: 'image/png' },
      owner,
    );
    expect(noSize.statusCode).toBe(400);
    expect(noSize.json().error.message).toBe('file_size is Required');
    const big = await ctx.call(
      '/generateSignedUrlForUpload',
      { file_name: 'x.png', file_type: 'image/png', file_size: MAX_IMAGE_BYTES + 1 },
      owner,
    );
    expect(big.statusCode).toBe(400);
    const pdf = await ctx.call(
      '/generateSignedUrlForUpload',
      { file_name: 'x.pdf', file_type: 'application/pdf', file_size: 10 },
      owner,
    );
    expect(pdf.statusCode).toBe(400);
    const body = { file_name: 'x.png', file_type: 'image/png', file_size: 10 };
    expect((await ctx.call('/generateSignedUrlForUpload', body)).statusCode).toBe(401);
    const planner = await ctx.tokenOf(DEMO.planner);
    expect((await ctx.call('/generateSignedUrlForUpload', body, planner)).statusCode).toBe(403);
    expect(s3.calls).toEqual([]);
  });
});

describe('attaching S3 images', () => {
  it('generate → PUT → attach (HEAD and a ranged GET) → the grid shows a presigned GET the bucket serves', async () => {
    await ctx.call('/add_plano_inventory', { data: [buildSite('S3-1')] }, owner);
    const { data, url } = await uploadUrlFor('S3-1.png', PNG);
    expect((await putTo(data, PNG)).status).toBe(200);
    s3.calls.length = 0;

    const attach = await ctx.call(
      '/update_inventory_sitemaps',
      { site_maps: [{ url, name: 'S3-1.png', type: 'site_map' }] },
      owner,
    );
    expect(attach.statusCode, attach.body).toBe(200);
    expect(attach.json()).toEqual({ attached: ['S3-1'], not_found: [], refused: [], skipped: [] });
    const checks = s3.calls.map((c) => ({ method: c.method, key: c.key, status: c.status }));
    expect(checks).toEqual([
      { method: 'HEAD', key: url, status: 200 },
      { method: 'GET', key: url, status: 206 },
    ]);
    // The server's own calls are signed in the Authorization header, not presigned.
    expect(s3.calls.every((c) => c.signed?.presigned === false)).toBe(true);

    const page = await ctx.call('/fetch_media_owner_inventory', { limit: 50, page: 0 }, owner);
    const site = page
      .json()
      .data.find((s: { values: { site_code: string } }) => s.values.site_code === 'S3-1');
    const view = new URL(site.site_map);
    expect(view.origin).toBe(s3.endpoint);
    expect(view.pathname).toBe(`/${s3.bucket}/${url}`);
    expect(view.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(view.searchParams.get('X-Amz-Expires'))).toBe(24 * 60 * 60);
    expect(JSON.stringify(page.json())).not.toContain(s3.secretAccessKey);
    const image = await fetch(site.site_map);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    // Pages within the hour get the same URL, so the browser keeps the image cached.
    const again = await ctx.call('/fetch_media_owner_inventory', { limit: 50, page: 0 }, owner);
    const same = again
      .json()
      .data.find((s: { values: { site_code: string } }) => s.values.site_code === 'S3-1');
    expect(same.site_map).toBe(site.site_map);

    // The planner's site panel shows the same photo through the same kind of URL.
    const planner = await ctx.tokenOf(DEMO.planner);
    const camp = (await ctx.call('/create_campaign', buildCampaign(), planner)).json().camp;
    const panel = await ctx.call('/v2/fetch_site_details', { campId: camp._id, siteId: site.id }, planner);
    expect(panel.statusCode, panel.body).toBe(200);
    expect(panel.json().site.site_map).toBe(site.site_map);
  });

  it("reads an object's bytes for the server's own use (the deck's photos); a missing one is null", async () => {
    const store = s3ImageStore({
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      timeoutMs: 2000,
      attempts: 1,
    });
    expect((await store.read(`site_maps/${ownerUserId}/S3-1.png`))?.equals(PNG)).toBe(true);
    expect(await store.read(`site_maps/${ownerUserId}/never-uploaded.png`)).toBeNull();
  });

  it('refuses (and removes) a non-image or an over-10 MB object found in the bucket', async () => {
    await ctx.call('/add_plano_inventory', { data: [buildSite('S3-FAKE'), buildSite('S3-BIG')] }, owner);
    const text = Buffer.from('<html><script>alert(1)</script></html>');
    const { data, url } = await uploadUrlFor('S3-FAKE.png', text);
    // The bucket has no "images only" rule: a renamed file with the signed type and size goes in.
    expect((await putTo(data, text)).status).toBe(200);
    const bigKey = `site_maps/${ownerUserId}/S3-BIG.png`;
    s3.objects.set(bigKey, {
      bytes: Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)]),
      contentType: 'image/png',
    });
    const attach = await ctx.call(
      '/update_inventory_sitemaps',
      {
        site_maps: [
          { url, name: 'S3-FAKE.png' },
          { url: bigKey, name: 'S3-BIG.png' },
        ],
      },
      owner,
    );
    expect(attach.json()).toEqual({
      attached: [],
      not_found: [],
      refused: [
        { name: 'S3-FAKE.png', reason: 'not an image' },
        { name: 'S3-BIG.png', reason: 'larger than 10 MB' },
      ],
      skipped: [
        { name: 'S3-FAKE.png', site_code: 'S3-FAKE', reason: 'not_image' },
        { name: 'S3-BIG.png', site_code: 'S3-BIG', reason: 'too_large' },
      ],
    });
    expect(s3.objects.has(url)).toBe(false);
    expect(s3.objects.has(bigKey)).toBe(false);
    const [row] = await ctx.database.query<{ site_map: string | null }>(
      "select site_map from sites where site_code = 'S3-FAKE'",
    );
    expect(row.site_map).toBeNull();
  });

  it('never looks at another user’s folder; a missing key is not found; 401 and 403', async () => {
    const otherId = await userIdOf('owner.mtx@plano.test');
    const theirs = `site_maps/${otherId}/S3-1.png`;
    s3.objects.set(theirs, { bytes: PNG, contentType: 'image/png' });
    const res = await ctx.call(
      '/update_inventory_sitemaps',
      {
        site_maps: [
          { url: theirs, name: 'S3-1.png' },
          { url: `site_maps/${ownerUserId}/../${otherId}/S3-1.png`, name: 'S3-1.png' },
          { url: `site_maps/${ownerUserId}/NEVER-SENT.png`, name: 'NEVER-SENT.png' },
        ],
      },
      owner,
    );
    expect(res.json()).toEqual({
      attached: [],
      not_found: ['S3-1', 'S3-1', 'NEVER-SENT'],
      refused: [],
      skipped: [
        { name: 'S3-1.png', site_code: 'S3-1', reason: 'not_uploaded' },
        { name: 'S3-1.png', site_code: 'S3-1', reason: 'not_uploaded' },
        { name: 'NEVER-SENT.png', site_code: 'NEVER-SENT', reason: 'not_uploaded' },
      ],
    });
    // Only the caller's own key was asked about.
    expect(s3.calls.map((c) => c.key)).toEqual([`site_maps/${ownerUserId}/NEVER-SENT.png`]);
    expect(s3.objects.has(theirs)).toBe(true);

    const body = { site_maps: [{ url: theirs, name: 'S3-1.png' }] };
    expect((await ctx.call('/update_inventory_sitemaps', body)).statusCode).toBe(401);
    const planner = await ctx.tokenOf(DEMO.planner);
    expect((await ctx.call('/update_inventory_sitemaps', body, planner)).statusCode).toBe(403);
  });
});

describe('S3 settings', () => {
  it('lets the page PUT to and show images from the bucket’s origin (CSP), nothing else', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${s3.endpoint}(;|$)`));
    expect(csp).toMatch(new RegExp(`img-src 'self' data: blob: ${s3.endpoint}(;|$)`));
  });

  it('answers 502 when the bucket cannot be reached, without details', async () => {
    const down = await createTestContext({
      sites: 5,
      env: { ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9', INTEGRATION_ATTEMPTS: '1' },
    });
    try {
      const token = await down.tokenOf(DEMO.owner);
      const id = (
        await down.database.query<{ id: string }>('select id from users where email = $1', [DEMO.owner])
      )[0].id;
      const res = await down.call(
        '/update_inventory_sitemaps',
        { site_maps: [{ url: `site_maps/${id}/X.png`, name: 'X.png' }] },
        token,
      );
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toEqual({
        code: 'storage_unavailable',
        message: 'The image storage could not be reached, try again',
      });
    } finally {
      await down.close();
    }
  });

  it('tells the operator which call failed and how, never with a credential', async () => {
    const failures: unknown[] = [];
    const store = s3ImageStore({
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: 'not-the-right-secret' },
      timeoutMs: 2000,
      attempts: 1,
      onFailure: (failure) => failures.push(failure),
    });
    await expect(store.checkUpload(`site_maps/${ownerUserId}/S3-1.png`)).rejects.toMatchObject({
      statusCode: 502,
    });
    expect(failures).toEqual([{ operation: 'HeadObject', status: 403, code: expect.any(String) }]);
    expect(JSON.stringify(failures)).not.toContain('not-the-right-secret');
  });

  it('refuses to start with part of the S3 settings, naming what is missing', async () => {
    const { loadConfig } = await import('../../../config.ts');
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_SECRET_ACCESS_KEY: required for S3 storage/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3.env, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    const config = loadConfig({ ...s3.env, S3_REGION: '' });
    expect(config.S3_REGION).toBe('us-east-1');
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
  });
});
