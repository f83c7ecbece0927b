import { POLICIES } from '@plano/core';
import { startSession } from '../../src/modules/auth/sessions.ts';
import { createTokenService } from '../../src/modules/auth/tokens.ts';
import { createCampaign, outsiderToken } from '../fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../index.ts';
import type { ValuePools } from './body-arbitrary.ts';
import type { FuzzTarget } from './fuzz-run.ts';

/**
 * A seeded app and a user of the planner's agency whose role holds every policy there is, so no
 * route stops a body at the policy check; plus another agency with a campaign of its own, whose
 * ids join the pools (tenancy must hold against them too).
 */
export async function createFuzzTarget(): Promise<FuzzTarget & { close(): Promise<void> }> {
  const ctx: TestContext = await createTestContext({ sites: 200 });
  const planner = await ctx.tokenOf(DEMO.planner);
  const plannerCamp = await createCampaign(ctx, planner);
  // A plan of the owner's sites, so the booking calls have rows to move.
  const ownerSites = await ctx.database.query<{ id: number }>(
    `select s.id::float8 as id from sites s join users u on u.vendor_id = s.vendor_id
      where u.email = $1 and s.state = any($2::text[]) and s.planning_enabled order by s.id limit 6`,
    [DEMO.owner, ['Región Metropolitana de Santiago']],
  );
  await ctx.call(
    '/v2/book_inventory',
    { campId: plannerCamp._id, inv_ids: ownerSites.map((s) => s.id) },
    planner,
  );
  const outsider = await outsiderToken(ctx, 'fuzz-outsider@other.test');
  await createCampaign(ctx, outsider);

  const [fuzzer] = await ctx.database.query<{ id: string }>(
    `with agency as (select agency_id as id from users where email = $1),
          role as (insert into roles (agency_id, name) select id, 'fuzz: every policy' from agency returning id),
          grants as (insert into role_policies (role_id, policy_id) select role.id, p.id from role, policies p)
     insert into users (name, email, password_hash, role_id, agency_id, email_confirmed_at)
     select 'Fuzzer', 'fuzzer@plano.test', 'not-a-hash', role.id, agency.id, now() from role, agency
     returning id`,
    [DEMO.planner],
  );
  const tokens = createTokenService(ctx.config.APP_SECRET);
  const [owner] = await ctx.database.query<{ id: string }>('select id from users where email = $1', [
    DEMO.owner,
  ]);
  const pools = await valuePools(ctx, {
    plannedSiteIds: ownerSites.map((s) => s.id),
    ownerUserIds: [owner.id],
    linkTokens: [await tokens.signApproval(owner.id, plannerCamp._id), 'not-a-link-token-at-all'],
  });
  return {
    ctx,
    pools,
    token: async () =>
      tokens.signSession({ userId: fuzzer.id, sessionId: await startSession(ctx.database, fuzzer.id, 1) }, 1),
    close: () => ctx.close(),
  };
}

async function valuePools(
  ctx: TestContext,
  links: Pick<ValuePools, 'plannedSiteIds' | 'ownerUserIds' | 'linkTokens'>,
): Promise<ValuePools> {
  const ids = await ctx.database.query<{ id: string }>(
    `select id::text from campaigns union all select id::text from users union all select id::text from roles
     union all select id::text from vendors union all select id::text from agencies
     union all select id::text from policies`,
  );
  const sites = await ctx.database.query<{ id: number }>(
    'select id::float8 as id from sites order by id limit 20',
  );
  const names = await ctx.database.query<{ value: string }>(
    `(select state as value from sites limit 3) union all (select city from sites limit 3)
     union all (select email from users limit 5) union all (select name from vendors limit 3)
     union all (select site_code from sites limit 3) union all (select name from policies limit 3)`,
  );
  const places = await ctx.database.query<{ state: string; city: string }>(
    'select distinct state, city from sites order by state, city limit 12',
  );
  const day = 86_400_000;
  const campaigns = await ctx.database.query<{ id: string }>('select id::text from campaigns');
  const accounts = await ctx.database.query<{ kind: string; id: string }>(
    `select 'role' as kind, id::text from roles union all select 'member', id::text from users
     union all select 'policy', id::text from policies`,
  );
  const accountIds = (kind: string) => accounts.filter((a) => a.kind === kind).map((a) => a.id);
  return {
    roleIds: accountIds('role'),
    memberIds: accountIds('member'),
    policyIds: accountIds('policy'),
    states: [...new Set(places.map((p) => p.state))],
    cities: places.map((p) => p.city),
    dates: [1, 2, 30, 60, 400].map((n) => new Date(Date.now() + n * day).toISOString().slice(0, 10)),
    campaignIds: campaigns.map((c) => c.id),
    ...links,
    uuids: ids.map((r) => r.id),
    ints: [...sites.map((s) => s.id), 1, 2],
    strings: [
      ...names.map((r) => r.value),
      ...links.linkTokens,
      ...Object.values(POLICIES),
      'All',
      'ooh',
      'digital',
      'approve',
      'disapprove',
      'en',
      'es',
    ],
  };
}
