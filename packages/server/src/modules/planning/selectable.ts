import type { Database } from '../../db/client.ts';
import type { CampaignScope } from './campaign-scope.ts';
import { type SitesChoice, selectionWhere } from './selection.ts';
import { siteScope } from './site-scope.ts';
import { SqlParams } from './sql-params.ts';

/**
 * Which of the chosen sites the campaign may still plan (enabled, in its places and media type, not
 * yet in its plan): a selection kept while the planner was away is checked once on return, and
 * whatever fell out of scope meanwhile is dropped with a word rather than refused at Plan. Listed
 * ids are answered as a list; a selection (Add All past MAX_MAP_IDS) by how many it now holds.
 */
export async function selectableSites(
  database: Database,
  camp: CampaignScope,
  sites: SitesChoice,
): Promise<{ inv_ids?: number[]; total_count: number }> {
  const p = new SqlParams();
  if (!('ids' in sites)) {
    const [row] = await database.query<{ n: number }>(
      `select count(*)::float8 as n from sites s where ${selectionWhere(p, camp, sites)}`,
      p.values,
    );
    return { total_count: row?.n ?? 0 };
  }
  if (sites.ids.length === 0) return { inv_ids: [], total_count: 0 };
  // One array parameter behind a sub-select, as in budget.ts: 100,000 ids stay one primary-key probe list.
  const ids = p.add(sites.ids, '::bigint[]');
  const rows = await database.query<{ id: number }>(
    `select s.id::float8 as id from sites s
      where s.id = any((select ${ids})::bigint[]) and ${siteScope(p, camp, {})}
      order by s.id`,
    p.values,
  );
  return { inv_ids: rows.map((row) => row.id), total_count: rows.length };
}
