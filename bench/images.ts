// Site images (issue 24, item 10): 8 photos of about 2.5 MB each, the way the page sends them — a
// signed URL, a PUT of the file to it, then one /update_inventory_sitemaps — over real HTTP on
// loopback. Beside it, the same bytes PUT to a bare node:http server that only writes them to disk
// (what curl measured), and the parts of the server's work timed alone, to say where the time goes.
// Prints figures; asserts nothing about time.
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { forbiddenTextPath } from '@plano/core';
import { buildApp, loadConfig, openDatabase, seedDemo } from '@plano/server/testing';
import { percentile, time } from './support/stats.ts';

const FILES = Number(process.env.BENCH_FILES ?? 8);
const BYTES = Number(process.env.BENCH_FILE_BYTES ?? 2.5 * 1024 * 1024);

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  DATA_DIR: path.join(os.tmpdir(), 'plano-bench-images'),
});
const database = await openDatabase({ url: config.DATABASE_URL });
await seedDemo(database, { sites: 100, geodataDir: config.GEODATA_DIR });
const app = await buildApp(config, database);
const base = await app.listen({ host: '127.0.0.1', port: 0 });

const post = async (url: string, body: unknown, token?: string) => {
  const res = await fetch(`${base}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
};
const { token } = await post('/signin', { email: 'owner@plano.test', password: 'plano-demo' });
const codes = (
  await database.query<{ site_code: string }>(
    `select s.site_code from sites s join users u on u.vendor_id = s.vendor_id
      where u.email = 'owner@plano.test' order by s.site_code limit $1`,
    [FILES],
  )
).map((r) => r.site_code);

/** A JPEG by its first bytes, then random bytes: as incompressible as a photo, control bytes and all. */
const photo = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(BYTES - 4)]);
const photos = codes.map((code) => ({ name: `${code.toLowerCase()}.jpg`, bytes: photo() }));

// The reference: a bare HTTP server that takes the body and writes it, nothing else.
const bare = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (c) => chunks.push(c));
  request.on('end', async () => {
    await writeFile(path.join(os.tmpdir(), 'plano-bench-bare.jpg'), Buffer.concat(chunks));
    response.end('{}');
  });
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
const put = (url: string, bytes: Buffer) =>
  fetch(url, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: bytes }).then(async (r) => {
    if (r.status !== 200) throw new Error(`PUT ${r.status} ${await r.text()}`);
  });

const bareTimes: number[] = [];
for (const p of photos) bareTimes.push(await time(() => put(bareUrl, p.bytes)));

const signTimes: number[] = [];
const putTimes: number[] = [];
const items: { name: string; url: string }[] = [];
const total = await time(async () => {
  for (const p of photos) {
    let signed: { data: string; url: string } = { data: '', url: '' };
    signTimes.push(
      await time(async () => {
        signed = await post(
          '/generateSignedUrlForUpload',
          { file_name: p.name, file_type: 'image/jpeg', file_size: p.bytes.length },
          token,
        );
      }),
    );
    putTimes.push(await time(() => put(`${base}${signed.data}`, p.bytes)));
    items.push({ name: p.name, url: signed.url });
  }
});
let attached: { attached: string[]; not_found: string[] } = { attached: [], not_found: [] };
const attachMs = await time(async () => {
  attached = await post('/update_inventory_sitemaps', { site_maps: items }, token);
});

// The server's parts alone, on one photo.
const one = photos[0].bytes;
const guardMs = await time(async () => forbiddenTextPath(one, 32));

const fmt = (v: number) => v.toFixed(0).padStart(8);
const row = (label: string, values: number[]) =>
  console.log(
    `${label.padEnd(34)} ${fmt(percentile(values, 50))} ${fmt(Math.min(...values))} ${fmt(Math.max(...values))}`,
  );
console.log(`\nSite images: ${FILES} files of ${(BYTES / 1024 / 1024).toFixed(1)} MB (${database.kind})`);
console.log(`${''.padEnd(34)} ${'p50 ms'.padStart(8)} ${'min'.padStart(8)} ${'max'.padStart(8)}`);
row('bare node:http PUT + write', bareTimes);
row('/generateSignedUrlForUpload', signTimes);
row('PUT /files/site_maps/… (signed)', putTimes);
console.log(`${'/update_inventory_sitemaps'.padEnd(34)} ${fmt(attachMs)}`);
console.log(`${'all 8, one by one (as the page)'.padEnd(34)} ${fmt(total)}`);
console.log(`${'input guard on one body alone'.padEnd(34)} ${fmt(guardMs)}`);
console.log(`attached ${attached.attached.length} of ${FILES} (file names in lower case)`);

bare.close();
await app.close();
await database.close();
