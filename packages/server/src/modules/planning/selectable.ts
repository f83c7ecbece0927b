import type { Database } from '../../db/client.ts';
import type { CampaignScope } from './campaign-scope.ts';
import { siteScope } from './site-scope.ts';
import { SqlParams } from './sql-params.ts';

/**
 * The ids among `siteIds` the campaign may still plan (enabled, in its places and media type, not
 * yet in its plan): a selection kept while the planner was away is checked once on return, and
 * whatever fell out of scope meanwhile is dropped with a word rather than refused at Plan.
 */
export async function selectableSites(
  database: Database,
  camp: CampaignScope,
  siteIds: number[],
): Promise<number[]> {
  if (siteIds.length === 0) return [];
  const p = new SqlParams();
  // One array parameter behind a sub-select, as in budget.ts: 100,000 ids stay one primary-key probe list.
  const ids = p.add(siteIds, '::bigint[]');
  const rows = await database.query<{ id: number }>(
    `select s.id::float8 as id from sites s
      where s.id = any((select ${ids})::bigint[]) and ${siteScope(p, camp, {})}
      order by s.id`,
    p.values,
  );
  return rows.map((row) => row.id);
}
