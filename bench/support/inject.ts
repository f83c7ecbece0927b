import type { CampaignDto } from '@plano/core';
import type { Database } from '@plano/server/testing';
import type { FastifyInstance } from 'fastify';

/** One call through the whole stack (routing, auth, validation, serialisation), without a socket. */
export function injectedCalls(app: FastifyInstance) {
  /** The answer's body as text: its size is what the browser gets before compression. */
  const send = async (url: string, payload: unknown, token?: string) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.body;
  };
  const post = async (url: string, payload: unknown, token?: string) =>
    JSON.parse(await send(url, payload, token));
  return { send, post };
}

/** A bench campaign's dates: from next week for about two months. */
export const BENCH_DATES = {
  start: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  end: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
};

/** A campaign over every commune of `states`, any media type, with a budget nothing exceeds. */
export async function createBenchCampaign(
  post: ReturnType<typeof injectedCalls>['post'],
  token: string,
  name: string,
  states: string[],
): Promise<CampaignDto> {
  const { camp } = (await post(
    '/create_campaign',
    {
      brand: 'Bench',
      campaign_name: `Bench ${name} ${Date.now()}`,
      start_date: BENCH_DATES.start,
      end_date: BENCH_DATES.end,
      budget: 1e12,
      states,
      cities: ['All'],
      media_type: 'all',
    },
    token,
  )) as { camp: CampaignDto };
  return camp;
}

/**
 * A very large plan (~19,000 sites at 1,000,000): every 50th plannable site, written straight into
 * plan_rows for the campaign's dates (Add All is benched apart). Gone with the campaign.
 */
export async function planEvery50thSite(database: Database, campaignId: string): Promise<void> {
  await database.query(
    `insert into plan_rows (campaign_id, site_id, period, status, price)
     select $1::uuid, id, daterange($2::date, $3::date, '[]'), 'planned', price from sites
      where planning_enabled and id % 50 = 0`,
    [campaignId, BENCH_DATES.start, BENCH_DATES.end],
  );
}
