import type { CampaignDto, PlanningFilters, SiteDto } from '@plano/core';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { presentSiteRows, type SiteImageStore, type SiteViewer } from '../inventory/index.ts';
import { type GridSearch, gridCount, gridOwners, gridPage, plannableSite } from './queries/sites.ts';

export interface GridPage {
  inventory: SiteDto[];
  total_count: number;
}

// Counting every match of an area scans it; paging through the grid should not do that each time.
// Keyed by the campaign, what its plan uses (a plan change moves sites out of the grid) and the query.
// One cache per database, so tests and servers in one process never share counts.
const counts = new WeakMap<Database, LRUCache<string, number>>();

function countsOf(database: Database): LRUCache<string, number> {
  let cache = counts.get(database);
  if (!cache) {
    cache = new LRUCache<string, number>({ max: 1000, ttl: 60_000 });
    counts.set(database, cache);
  }
  return cache;
}

/**
 * One page of the planning grid, best-scored first; search matches code, location, city or owner.
 * The page walks the score index and stops at the page; the total is a separate, remembered count.
 */
export async function gridInventory(
  database: Database,
  images: SiteImageStore,
  camp: CampaignDto,
  filters: PlanningFilters,
  page: { page: number; limit: number; search?: string },
  viewer: SiteViewer,
): Promise<GridPage> {
  const text = page.search?.trim();
  const search: GridSearch | undefined = text
    ? { text, ownerIds: (await database.query(gridOwners(text))).map((o) => o.id) }
    : undefined;
  const key = JSON.stringify([camp._id, camp.budget_used, filters, search]);
  let total = countsOf(database).get(key);
  if (total === undefined) {
    const [row] = await database.query(gridCount(camp, filters, search));
    total = row.n;
    countsOf(database).set(key, total);
  }
  if (total === 0) return { inventory: [], total_count: 0 };
  const rows = await database.query(gridPage(camp, filters, page, search));
  return { inventory: await presentSiteRows(database, images, rows, viewer), total_count: total };
}

/** One site for the site panel, whether or not it is already in the plan. */
export async function siteDetails(
  database: Database,
  images: SiteImageStore,
  siteId: number,
  viewer: SiteViewer,
): Promise<SiteDto> {
  const rows = await database.query(plannableSite(siteId));
  if (rows.length === 0) throw notFound('Site');
  const [site] = await presentSiteRows(database, images, rows, viewer);
  return site;
}
