// Issue 23, finding 1: a media owner pulled another owner's feed into its own account by naming the
// other's e-mail. Two owners' feeds are played by a local HTTP server keyed by the e-mail asked.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../test/factories.ts';
import { csvOf, ownerVendorId } from '../../../../test/fixtures/inventory-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../../test/index.ts';

const CORDILLERA = 'contacto@cordillera-outdoor.test';
const METROPOLIS = 'contacto@metropolis-exterior.test';
/** Metrópolis Exterior's login user (the seed's second media owner). */
const METROPOLIS_USER = 'owner.mtx@plano.test';

/** Each owner's feed, by the e-mail it is asked with; any other e-mail answers 404. */
const feeds = new Map<string, Record<string, unknown>[]>();
/** The e-mails the feed was asked with, in order. */
const asked: string[] = [];

let ctx: TestContext;
let feed: Server;
let owner: string;
let admin: string;
let metropolisUser: string;
let cordilleraId: string;
let metropolisId: string;

const sync = (body: Record<string, unknown>, token: string) =>
  ctx.call('/sync_media_owner_inventory', body, token);

/** Whose each of these codes is, as stored. */
async function ownersOf(codes: string[]): Promise<Record<string, string>> {
  const rows = await ctx.database.query<{ site_code: string; vendor_id: string }>(
    'select site_code, vendor_id from sites where site_code = any($1)',
    [codes],
  );
  return Object.fromEntries(rows.map((r) => [r.site_code, r.vendor_id]));
}

beforeAll(async () => {
  feed = createServer((request, response) => {
    const email = new URL(request.url ?? '/', 'http://feed').searchParams.get('email') ?? '';
    asked.push(email);
    const rows = feeds.get(email);
    if (!rows) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/csv' }).end(csvOf(rows));
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  const port = (feed.address() as AddressInfo).port;
  ctx = await createTestContext({
    sites: 60,
    env: {
      INVENTORY_FEED_URL: `http://127.0.0.1:${port}/feed?email={email}`,
      INVENTORY_FEED_TIMEOUT_MS: '2000',
    },
  });
  owner = await ctx.tokenOf(DEMO.owner);
  admin = await ctx.tokenOf(DEMO.admin);
  metropolisUser = await ctx.tokenOf(METROPOLIS_USER);
  cordilleraId = await ownerVendorId(ctx, DEMO.owner);
  metropolisId = await ownerVendorId(ctx, METROPOLIS_USER);
  feeds.set(CORDILLERA, [buildSite('CDO-FEED-1'), buildSite('CDO-FEED-2')]);
  feeds.set(METROPOLIS, [buildSite('MTX-PRIVATE-1'), buildSite('MTX-PRIVATE-2')]);
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => feed.close(resolve));
});

describe('a media owner syncs only its own feed', () => {
  it('naming another owner’s e-mail is refused, the feed is not asked and nothing is stored', async () => {
    const before = asked.length;
    for (const email of [METROPOLIS, METROPOLIS.toUpperCase(), METROPOLIS_USER]) {
      const res = await sync({ email }, owner);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.message).toBe(
        'Only the media owner’s own inventory feed can be synced (its registered e-mail)',
      );
    }
    // Naming the other owner itself is as if it did not exist (decision 0002).
    expect((await sync({ userId: metropolisId }, owner)).statusCode).toBe(404);
    expect((await sync({ userId: metropolisId, email: METROPOLIS }, owner)).statusCode).toBe(404);
    expect(asked.length).toBe(before);
    expect(await ownersOf(['MTX-PRIVATE-1', 'MTX-PRIVATE-2'])).toEqual({});

    // Metrópolis's own sync then stores its sites under Metrópolis (the issue saw it fail).
    const own = await sync({}, metropolisUser);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ added: ['MTX-PRIVATE-1', 'MTX-PRIVATE-2'], error: [] });
    expect(await ownersOf(['MTX-PRIVATE-1', 'MTX-PRIVATE-2'])).toEqual({
      'MTX-PRIVATE-1': metropolisId,
      'MTX-PRIVATE-2': metropolisId,
    });
  });

  it('its own sync asks the feed with its registered e-mail, which the body may repeat', async () => {
    const res = await sync({ userName: 'Cordillera Outdoor' }, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ added: ['CDO-FEED-1', 'CDO-FEED-2'], error: [], total: 2 });
    expect(asked.at(-1)).toBe(CORDILLERA);
    expect(await ownersOf(['CDO-FEED-1', 'CDO-FEED-2'])).toEqual({
      'CDO-FEED-1': cordilleraId,
      'CDO-FEED-2': cordilleraId,
    });

    const again = await sync({ email: 'Contacto@Cordillera-Outdoor.test', userId: cordilleraId }, owner);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ added: [], updated: ['CDO-FEED-1', 'CDO-FEED-2'] });
  });

  it('the platform team syncs an owner it names by id, never by a free e-mail', async () => {
    feeds.set(METROPOLIS, [buildSite('MTX-PRIVATE-3')]);
    const res = await sync({ userId: metropolisId }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ added: ['MTX-PRIVATE-3'], error: [] });
    expect(asked.at(-1)).toBe(METROPOLIS);
    expect(await ownersOf(['MTX-PRIVATE-3'])).toEqual({ 'MTX-PRIVATE-3': metropolisId });

    const before = asked.length;
    const unnamed = await sync({ email: METROPOLIS }, admin);
    expect(unnamed.statusCode).toBe(403);
    expect(unnamed.json().error.message).toBe('Choose a media owner');
    const mismatched = await sync({ userId: metropolisId, email: CORDILLERA }, admin);
    expect(mismatched.statusCode).toBe(403);
    expect(asked.length).toBe(before);
  });

  it('a feed row with another owner’s site code is an error row; that site is left as it was', async () => {
    const [site] = await ctx.database.query<{ site_code: string }>(
      'select site_code from sites where vendor_id = $1 order by site_code limit 1',
      [metropolisId],
    );
    const siteAsStored = () =>
      ctx.database.query('select * from sites where site_code = $1', [site.site_code]);
    const before = await siteAsStored();
    feeds.set(CORDILLERA, [
      buildSite('CDO-FEED-3'),
      buildSite(site.site_code, { location: 'Taken by Cordillera', price: 1 }),
    ]);
    const res = await sync({}, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ added: ['CDO-FEED-3'], updated: [], total: 2 });
    expect(res.json().error).toEqual([
      expect.objectContaining({
        row: 3,
        errors: { site_code: 'Site Code belongs to another media owner' },
      }),
    ]);
    expect(await siteAsStored()).toEqual(before);
    expect(await ownersOf([site.site_code])).toEqual({ [site.site_code]: metropolisId });
  });
});
