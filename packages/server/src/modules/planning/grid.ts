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

/** A cache per database (tests and servers in one process never share values), kept a minute. */
function perDatabase<V extends {}>(): (database: Database) => LRUCache<string, V> {
  const caches = new WeakMap<Database, LRUCache<string, V>>();
  return (database) => {
    let cache = caches.get(database);
    if (!cache) {
      cache = new LRUCache<string, V>({ max: 1000, ttl: 60_000 });
      caches.set(database, cache);
    }
    return cache;
  };
}

// Counting every match of an area scans it; paging through the grid should not do that each time.
// Keyed by the campaign, what its plan uses (a plan change moves sites out of the grid) and the query.
const countsOf = perDatabase<number>();
// The owners a search names, found once per search rather than on every page of it, and kept as
// long as the count: the pages and the total then agree on which owners the search holds.
const ownersOf = perDatabase<string[]>();

async function ownersNamed(database: Database, text: string): Promise<string[]> {
  let ids = ownersOf(database).get(text);
  if (!ids) {
    ids = (await database.query(gridOwners(text))).map((o) => o.id);
    ownersOf(database).set(text, ids);
  }
  return ids;
}

/**
 * One page of the planning grid, best-scored first; the search finds every word in a site's codes,
 * address, locality, commune or region, or in its owner's name (decision 0019).
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
    ? { text, ownerIds: await ownersNamed(database, text) }
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
