import {
  columnLabel,
  formatMessage,
  type InventorySiteDto,
  type OwnerInventoryDto,
  validateInventoryRow,
} from '@plano/core';
import type { Database } from '../../../db/client.ts';
import { AppError, conflict, notFound } from '../../../platform/http/errors.ts';
import { invalidateFacets } from '../../planning/index.ts';
import { imageUrl, type SiteImageStore } from '../images/site-image-store.ts';
import { placeIndexOf } from '../import/import-rows.ts';
import { encodeSites, updateEncodedSite } from '../import/site-encoding.ts';
import { type StoredSite, toSiteRow, toTemplateRow } from '../import/template-mapping.ts';
import type { Owner } from '../owner-scope.ts';
import {
  bookingCampaigns,
  codeTakenElsewhere,
  deleteOwnedSites,
  type InventoryPageQuery,
  ownedCount,
  ownerSitesAfter,
  ownerSitesCount,
  ownerSitesPage,
  setOwnedPlanning,
  storedSite,
} from './queries.ts';

async function present(images: SiteImageStore, site: StoredSite): Promise<InventorySiteDto> {
  return {
    id: site.id,
    planning_enabled: site.planning_enabled,
    site_map: await imageUrl(images, site.site_map),
    values: toTemplateRow(site),
  };
}

export type { InventoryPageQuery };

/**
 * One page of the owner's sites and how many answer the search: in site_code order, or the
 * grid's sort with site_code breaking ties so pages never overlap. The search is every word in
 * the site's folded text (a trigram index read beside the owner's range).
 */
export async function ownerInventoryPage(
  database: Database,
  images: SiteImageStore,
  owner: Owner,
  { limit, page, search, sort }: InventoryPageQuery,
): Promise<OwnerInventoryDto> {
  const [rows, [count]] = await Promise.all([
    database.query(ownerSitesPage(owner.id, { limit, page, search, sort })),
    database.query(ownerSitesCount(owner.id, search)),
  ]);
  const data = await Promise.all(rows.map((r) => present(images, r)));
  return { data, total_count: count.n, vendor: owner };
}

/** Every site of the owner, a batch at a time, for the export. */
export async function* ownerSites(
  database: Database,
  owner: Owner,
  batch = 2_000,
): AsyncGenerator<StoredSite[]> {
  let after = '';
  for (;;) {
    const rows = await database.query(ownerSitesAfter(owner.id, after, batch));
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1].site_code;
    if (rows.length < batch) return;
  }
}

/** The sites are all the owner's, or the call answers 404 and changes nothing (tenancy). */
async function checkOwned(database: Database, owner: Owner, ids: number[]): Promise<void> {
  const [row] = await database.query(ownedCount(owner.id, ids));
  if (row.n !== new Set(ids).size) throw notFound('Site');
}

/**
 * An edited cell of the grid: the site's template row with the new values over it, validated as an
 * import row is; the bad cells answer 400 with a message each, nothing stored.
 */
export async function updateOwnerSite(
  database: Database,
  images: SiteImageStore,
  owner: Owner,
  id: number,
  changes: Record<string, unknown>,
): Promise<InventorySiteDto> {
  const [site] = await database.query(storedSite(id, owner.id));
  if (!site) throw notFound('Site');
  const merged = { ...toTemplateRow(site), ...changes };
  const { row, errors } = validateInventoryRow(merged, await placeIndexOf(database));
  if (Object.keys(errors).length > 0)
    throw new AppError(400, 'bad_request', Object.values(errors).join('; '), errors);
  const stored = await database.transaction(async (query) => {
    const [clash] = await query(codeTakenElsewhere(String(row.site_code), id));
    if (clash)
      throw new AppError(409, 'conflict', `${columnLabel('site_code')} already exists`, {
        site_code: formatMessage('duplicateInFile', { field: columnLabel('site_code') }),
      });
    return updateEncodedSite(query, encodeSites([toSiteRow(row, owner.id)], [owner.id]), owner.id, id);
  });
  if (!stored) throw notFound('Site');
  invalidateFacets(database);
  const [after] = await database.query(storedSite(id, null));
  return present(images, after);
}

/** Deletes the owner's sites, unless one is in a booked plan: 409 naming those campaigns. */
export async function deleteOwnerSites(database: Database, owner: Owner, ids: number[]): Promise<number> {
  const deleted = await database.transaction(async (query) => {
    const [row] = await query(ownedCount(owner.id, ids));
    if (row.n !== new Set(ids).size) throw notFound('Site');
    const booked = await query(bookingCampaigns(ids));
    if (booked.length > 0)
      throw conflict(`Sites booked in a plan cannot be deleted: ${booked.map((b) => b.name).join(', ')}`);
    return (await query(deleteOwnedSites(owner.id, ids))).length;
  });
  // Once committed: a read before then would keep the lists of the sites still there.
  invalidateFacets(database);
  return deleted;
}

/** Enable/Disable For Planning: a disabled site leaves planning's queries at once (they filter on it). */
export async function setPlanningEnabled(
  database: Database,
  owner: Owner,
  ids: number[],
  enabled: boolean,
): Promise<void> {
  await checkOwned(database, owner, ids);
  await database.query(setOwnedPlanning(owner.id, ids, enabled));
  invalidateFacets(database);
}
