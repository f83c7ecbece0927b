import type { PlanHistoryDto } from '@plano/core';
import type { Database } from '../../db/client.ts';

/** Every change of the campaign's plan rows, newest first. */
export function planHistory(database: Database, campaignId: string): Promise<PlanHistoryDto[]> {
  return database.query<PlanHistoryDto>(
    `select id::text as id, site_code, from_status as "from", to_status as "to", actor_name as "by",
            to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "at"
       from plan_history where campaign_id = $1 order by created_at desc, id desc limit 2000`,
    [campaignId],
  );
}
