import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannedCampaign } from '../../../test/fixtures/export-fixtures.ts';
import { outsiderToken } from '../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';
import { tamperedSignature } from '../../../test/tampered.ts';

let ctx: TestContext;
let planner: string;
let viewer: string;
const dataDir = mkdtempSync(path.join(tmpdir(), 'plano-deck-'));

beforeAll(async () => {
  ctx = await createTestContext({ sites: 200, env: { DATA_DIR: dataDir } });
  planner = await ctx.tokenOf(DEMO.planner);
  viewer = await ctx.tokenOf(DEMO.viewer);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const request = (body: unknown, token = planner) => ctx.call('/generatePlanoPPT', body, token);
const outbox = () => path.join(dataDir, 'outbox');
const mails = (): string[] => {
  try {
    return readdirSync(outbox()).map((f) => readFileSync(path.join(outbox(), f), 'utf8'));
  } catch {
    return [];
  }
};
/** Runs every job that is due, as the worker would, until none is left (retries made due at once). */
async function drainJobs(): Promise<void> {
  for (let i = 0; i < 10; i++) {
    await ctx.database.query("update jobs set run_at = now() where status = 'queued'");
    if ((await ctx.app.jobs.runDue(50)) === 0) return;
  }
}
/** The base64 .pptx attachment of a raw .eml. */
function attachmentOf(eml: string): Buffer {
  const match = /Content-Disposition: attachment;[^\n]*\n(?:[^\n]+\n)*?\n([A-Za-z0-9+/=\n]+)/.exec(eml);
  if (!match) throw new Error('no attachment');
  return Buffer.from(match[1].replace(/\n/g, ''), 'base64');
}
const alertsOf = async (kind: string) =>
  ctx.database.query<{ params: Record<string, unknown>; link: string }>(
    'select params, link from alerts a join users u on u.id = a.user_id where u.email = $1 and kind = $2',
    [DEMO.planner, kind],
  );

describe('POST /api/generatePlanoPPT', () => {
  it('401, 403, bad addresses named, 404 for another agency; nothing queued', async () => {
    const { camp } = await plannedCampaign(ctx, planner, { size: 2 });
    const body = { campId: camp._id, emails: 'client@example.test', lng: 'en' };
    expect((await request(body, '')).statusCode).toBe(401);
    expect((await request(body, viewer)).statusCode).toBe(403);
    const bad = await request({ ...body, emails: 'client@example.test, not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('not-an-address is not a valid Email');
    for (const b of [
      { ...body, emails: ' , ' },
      { ...body, lng: 'fr' },
      { campId: 'x', emails: 'a@b.cl' },
    ]) {
      expect((await request(b)).statusCode, JSON.stringify(b)).toBe(400);
    }
    const outsider = await outsiderToken(ctx, 'deck-outsider@other.test');
    expect((await request(body, outsider)).statusCode).toBe(404);
    const [{ n }] = await ctx.database.query<{ n: number }>(
      "select count(*)::int as n from jobs where kind = 'deck'",
    );
    expect(n).toBe(0);
  });

  it('queues the deck, answers at once; the job mails a .pptx with a slide per site to each address', async () => {
    const { camp } = await plannedCampaign(ctx, planner, { size: 4, booked: 1 });
    const res = await request({
      campId: camp._id,
      emails: 'Client@Example.test, boss@example.test',
      lng: 'es',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('Request Sent. You will receive Email when PPT is Ready');
    const before = mails().length;
    await drainJobs();
    const sent = mails().slice(before);
    expect(sent).toHaveLength(2);
    expect(sent.some((m) => /^To: client@example\.test$/m.test(m))).toBe(true);
    expect(sent.some((m) => /^To: boss@example\.test$/m.test(m))).toBe(true);
    const zip = await JSZip.loadAsync(attachmentOf(sent[0]));
    const slides = Object.keys(zip.files).filter((f) => /^ppt\/slides\/slide\d+\.xml$/.test(f));
    // Cover, overview map, 4 sites, budget summary.
    expect(slides).toHaveLength(7);
    const siteSlide = await zip.file('ppt/slides/slide3.xml')?.async('string');
    expect(siteSlide).toContain('Reserva'); // Spanish, as asked
    expect(siteSlide).toContain('Impactos al público objetivo por semana');
    // The last slide, the budget summary, carries the plan's audience figures (issue 25).
    const summary = await zip.file(`ppt/slides/slide${slides.length}.xml`)?.async('string');
    expect(summary).toContain('Cifras de audiencia (público objetivo)');
    expect(summary).toContain('Alcance (personas)');
    // The cover names the campaign's target audience (issue 25), here the default one.
    const cover = await zip.file('ppt/slides/slide1.xml')?.async('string');
    expect(cover).toContain('Público objetivo: Hombres y mujeres · 20–40 años · todos los NSE');
    const media = Object.keys(zip.files).filter((f) => f.startsWith('ppt/media/'));
    expect(media.length).toBeGreaterThanOrEqual(5); // the overview and one locator map a site
    expect(await alertsOf('deck_ready')).toEqual(
      expect.arrayContaining([expect.objectContaining({ link: `/admin/booked_inventory/${camp._id}` })]),
    );

    // The page offers the last deck too.
    const last = await ctx.call('/fetch_last_ppt', { camp_id: camp._id }, planner);
    expect(last.json().deck.size).toBeGreaterThan(1000);
    const download = await ctx.call('/download_ppt', { camp_id: camp._id }, planner);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('presentationml');
    expect((await ctx.call('/download_ppt', { camp_id: camp._id }, viewer)).statusCode).toBe(403);
  });

  it("shows each site's uploaded photo, shrunk; a site whose image is gone or unreadable keeps the placeholder", async () => {
    const { camp, siteIds } = await plannedCampaign(ctx, planner, { size: 3 });
    const folder = 'site_maps/00000000-0000-4000-8000-000000000001';
    mkdirSync(path.join(dataDir, 'files', folder), { recursive: true });
    const photo = await sharp({
      create: { width: 3000, height: 1500, channels: 3, background: '#2f9e44' },
    })
      .png()
      .toBuffer();
    writeFileSync(path.join(dataDir, 'files', folder, 'photo.png'), photo);
    writeFileSync(path.join(dataDir, 'files', folder, 'fake.jpg'), '<html>not an image</html>');
    const keys = [`${folder}/photo.png`, `${folder}/fake.jpg`, `${folder}/gone.jpg`];
    for (const [index, key] of keys.entries())
      await ctx.database.query('update sites set site_map = $1 where id = $2', [key, siteIds[index]]);
    expect((await request({ campId: camp._id, emails: 'photos@example.test', lng: 'en' })).statusCode).toBe(
      200,
    );
    const before = mails().length;
    await drainJobs();
    const [sent] = mails().slice(before);
    const zip = await JSZip.loadAsync(attachmentOf(sent));
    const jpegs = Object.keys(zip.files).filter((f) => /^ppt\/media\/.+\.jpe?g$/.test(f));
    expect(jpegs).toHaveLength(1);
    const embedded = await sharp(await zip.file(jpegs[0])!.async('nodebuffer')).metadata();
    expect([embedded.width, embedded.height]).toEqual([1280, 640]);
    const slides = await Promise.all(
      [3, 4, 5].map((n) => zip.file(`ppt/slides/slide${n}.xml`)!.async('string')),
    );
    expect(slides.filter((xml) => xml.includes('No photo yet'))).toHaveLength(2);
    // Each slide also holds its locator map (a PNG): the photo is the one JPEG, on one slide.
    const rels = await Promise.all(
      [3, 4, 5].map((n) => zip.file(`ppt/slides/_rels/slide${n}.xml.rels`)!.async('string')),
    );
    expect(rels.filter((xml) => xml.includes(path.basename(jpegs[0])))).toHaveLength(1);
  });

  it('over the size limit, mails a signed download link instead; a tampered link is refused', async () => {
    const { camp } = await plannedCampaign(ctx, planner, { size: 2 });
    await ctx.withSettings({ DECK_ATTACHMENT_MAX_BYTES: 1000 }, async () => {
      expect((await request({ campId: camp._id, emails: 'big@example.test' })).statusCode).toBe(200);
      const before = mails().length;
      await drainJobs();
      const [mail] = mails().slice(before);
      expect(mail).not.toContain('Content-Disposition: attachment');
      const link = /http:\/\/\S+\/api\/decks\/(\S+)/.exec(mail.replace(/=\n/g, ''));
      expect(link).not.toBeNull();
      const token = (link as RegExpExecArray)[1].replace(/=3D/g, '=');
      const file = await ctx.app.inject({ method: 'GET', url: `/api/decks/${token}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('presentationml');
      const tampered = tamperedSignature(token);
      expect((await ctx.app.inject({ method: 'GET', url: `/api/decks/${tampered}` })).statusCode).toBe(404);
    });
  });

  it('a deck that cannot be built is retried, then reported with a deck_failed alert, never silent', async () => {
    const { camp } = await plannedCampaign(ctx, planner, { size: 1 });
    await ctx.withSettings({ GEODATA_DIR: path.join(dataDir, 'missing-geodata') }, async () => {
      expect((await request({ campId: camp._id, emails: 'x@example.test' })).statusCode).toBe(200);
      await drainJobs();
    });
    const [job] = await ctx.database.query<{ status: string; attempts: number }>(
      "select status, attempts from jobs where kind = 'deck' and payload->>'campaignId' = $1",
      [camp._id],
    );
    expect(job).toEqual({ status: 'failed', attempts: 3 });
    const failed = await alertsOf('deck_failed');
    expect(failed).toHaveLength(1);
    expect(failed[0].params).toMatchObject({ attempts: 3 });
  });
});
