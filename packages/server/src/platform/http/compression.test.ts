import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';
import { HASHED_ASSET_CACHE, INDEX_CACHE } from './static-web.ts';

// A built web as vite-precompress.ts leaves it: each text file with its .br and .gz beside it.
const script = `console.log(${JSON.stringify('plano '.repeat(2000))});`;
const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/start-AbC123.js"></script></head><body>${'<!-- padding -->'.repeat(100)}</body></html>`;

function writeBuild(dir: string) {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const files: Record<string, string> = { 'index.html': indexHtml, 'assets/start-AbC123.js': script };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), text);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  }
}

describe('compression (issue 22)', () => {
  let ctx: TestContext;
  let webDist: string;
  let token: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'plano-web-'));
    writeBuild(webDist);
    ctx = await createTestContext({ sites: 10, env: { WEB_DIST: webDist } });
    token = await ctx.tokenOf(DEMO.admin);
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const apiCall = (acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/fetch_all_media_owners',
      headers: {
        authorization: `Bearer ${token}`,
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
      payload: {},
    });

  it('compresses an API answer with gzip or brotli when the client asks for it', async () => {
    const plain = await apiCall();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const gzipped = await apiCall('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    const unzipped = gunzipSync(gzipped.rawPayload).toString();
    expect(JSON.parse(unzipped)).toEqual(plain.json());
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const brotli = await apiCall('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends an encoding the client did not ask for never', async () => {
    const identity = await apiCall('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toHaveProperty('proper_vendors');
  });

  it('compresses the geodata (the 693 KB regions file) on the way out', async () => {
    const url = '/geodata/chile-regions.json';
    const plain = await ctx.app.inject({ method: 'GET', url });
    const gzipped = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  });

  it('answers the build’s precompressed files with their encoding, the plain file otherwise', async () => {
    const url = '/assets/start-AbC123.js';
    const br = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gz = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await ctx.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('caches hashed assets for a year and never index.html, which names them', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/start-AbC123.js' });
    expect(asset.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect(HASHED_ASSET_CACHE).toMatch(/max-age=31536000.*immutable/);

    for (const url of ['/', '/index.html', '/admin/campaign_list']) {
      const page = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe(INDEX_CACHE);
      expect(gunzipSync(page.rawPayload).toString(), url).toBe(indexHtml);
    }
  });

  it('answers an asset it lacks (a chunk of the build before) with 404, not the app’s HTML', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/assets/start-Old999.js' });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).not.toContain('<html');
    const page = await ctx.app.inject({ method: 'GET', url: '/admin/assets' });
    expect(page.statusCode).toBe(200);
  });
});
