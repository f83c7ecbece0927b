import { prepared, sql } from '../../../db/sql.ts';
import type { Actor } from '../../auth/index.ts';
import { visibleCampaigns } from '../../campaigns/index.ts';
import type { CampaignScope } from '../campaign-scope.ts';

/** A campaign the caller sees, read for planning only: one row by key, without the plan totals. */
export const campaignScopeQuery = (actor: Actor, campaignId: string) =>
  prepared<CampaignScope>(sql`select c.id as "_id", c.states, c.cities, c.media_type,
      c.start_date::text as start_date, c.end_date::text as end_date
    from campaigns c where c.id = ${campaignId} and ${visibleCampaigns(actor)}`);
