import type { PlanningFilters } from '@plano/core';
import { asArray, query, type SQL, sql } from '../../../db/sql.ts';
import { everyWordIn, folded } from '../../../db/text-search.ts';
import { SITE_COLUMNS, type SiteRow } from '../../inventory/index.ts';
import type { CampaignScope } from '../campaign-scope.ts';
import type { SitesChoice } from '../selection.ts';
import { selectionWhere, siteScope } from './site-scope.ts';

/** The site's folded text (codes, address, locality, commune, region; migration 0011): `sites_search_trgm`. */
const SITE_TEXT = sql.raw('s.search_text');

/** The grid's search: its text, and the media owners whose name holds every word of it (gridOwners). */
export interface GridSearch {
  text: string;
  ownerIds: string[];
}

/** The media owners whose folded name holds every word of the search: a few of the vendors table. */
export const gridOwners = (search: string) => {
  const words = everyWordIn(folded('o.name'), search) ?? sql`false`;
  return query<{ id: string }>(sql`select o.id from vendors o where ${words}`);
};

/**
 * The grid's search, read like the inventory grid's (decision 0019): every word of it somewhere in
 * the site's folded text, or a site of an owner whose name holds every word. Case and accents are
 * ignored ("nunoa" finds Ñuñoa). The text is read through the trigram index. The owners are found
 * first and named here, because an OR with a sub-query kept the planner from the trigram index (a
 * full read, 1.3 s at 1,000,000 sites). Folding each site's fields one by one, as before, took
 * 6.5 s for a country's campaign (decision 0019).
 */
function gridSearch(search: GridSearch | undefined): SQL | undefined {
  const inSite = search ? everyWordIn(SITE_TEXT, search.text) : undefined;
  if (!search || !inSite) return undefined;
  if (search.ownerIds.length === 0) return sql`(${inSite})`;
  return sql`((${inSite}) or s.vendor_id = any(${asArray(search.ownerIds)}::uuid[]))`;
}

/** The planning grid's sites: the campaign's scope and filters, and the search when there is one. */
function gridWhere(camp: CampaignScope, filters: PlanningFilters, search?: GridSearch): SQL {
  const scope = siteScope(camp, filters);
  const searched = gridSearch(search);
  return searched ? sql`${scope} and ${searched}` : scope;
}

/**
 * How many sites the grid holds. Without a search they are counted on site_map_points, as the map's
 * clusters are (decision 0045); a search reads the sites' own text.
 */
export const gridCount = (camp: CampaignScope, filters: PlanningFilters, search?: GridSearch) =>
  search
    ? query<{ n: number }>(
        sql`select count(*)::int as n from sites s where ${gridWhere(camp, filters, search)}`,
      )
    : query<{ n: number }>(
        sql`select count(*)::int as n from site_map_points s where ${siteScope(camp, filters, { onPoints: true })}`,
      );

/** One page of the grid, best-scored first: the page walks the score index and stops there. */
export const gridPage = (
  camp: CampaignScope,
  filters: PlanningFilters,
  page: { page: number; limit: number },
  search?: GridSearch,
) =>
  query<SiteRow>(sql`select ${SITE_COLUMNS}
    from sites s join vendors v on v.id = s.vendor_id where ${gridWhere(camp, filters, search)}
    order by s.final_score desc, s.id
    limit ${page.limit} offset ${page.page * page.limit}`);

/** One site for the site panel, whether or not it is already in the plan. */
export const plannableSite = (siteId: number) =>
  query<SiteRow>(sql`select ${SITE_COLUMNS} from sites s join vendors v on v.id = s.vendor_id
    where s.id = ${siteId} and s.planning_enabled`);

/**
 * Listed ids go in as one array parameter behind a sub-select: the planner then does not estimate
 * 100,000 constants one by one (tens of ms), and 100,000 ids stay one primary-key probe list.
 */
const idsParam = (ids: number[]) => sql`(select ${asArray(ids)}::bigint[])::bigint[]`;

/** How many sites a selection (Add All past MAX_MAP_IDS) now holds. */
export const selectionCount = (camp: CampaignScope, sites: Extract<SitesChoice, { selection: unknown }>) =>
  query<{ n: number }>(sql`select count(*)::float8 as n from sites s where ${selectionWhere(camp, sites)}`);

/** Which of the listed sites the campaign may still plan. */
export const selectableIds = (camp: CampaignScope, ids: number[]) =>
  query<{ id: number }>(sql`select s.id::float8 as id from sites s
    where s.id = any(${idsParam(ids)}) and ${siteScope(camp, {})}
    order by s.id`);

/**
 * What the chosen sites not yet in the plan add to it. Duplicates in the list count once: it is a
 * filter on sites, not a join, and the sum an index-only scan (migration 0005). A selection is
 * summed where it lies, over the map's own scope (which already leaves planned sites out).
 */
export function addedPrice(camp: CampaignScope, sites: SitesChoice) {
  const where =
    'ids' in sites
      ? sql`s.id = any(${idsParam(sites.ids)}) and s.planning_enabled
        and not exists (select 1 from plan_rows pr where pr.campaign_id = ${camp._id}::uuid and pr.site_id = s.id)`
      : selectionWhere(camp, sites);
  return query<{ added: number }>(
    sql`select coalesce(sum(s.price), 0)::float8 as added from sites s where ${where}`,
  );
}
