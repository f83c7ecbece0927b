import type { Database } from '../../db/client.ts';
import type { CampaignScope } from './campaign-scope.ts';
import { selectableIds, selectionCount } from './queries/sites.ts';
import type { SitesChoice } from './selection.ts';

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
  if (!('ids' in sites)) {
    const [row] = await database.query(selectionCount(camp, sites));
    return { total_count: row?.n ?? 0 };
  }
  if (sites.ids.length === 0) return { inv_ids: [], total_count: 0 };
  const rows = await database.query(selectableIds(camp, sites.ids));
  return { inv_ids: rows.map((row) => row.id), total_count: rows.length };
}
