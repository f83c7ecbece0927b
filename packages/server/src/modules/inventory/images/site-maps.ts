import type { SitemapSkipReason, SitemapsResultDto } from '@plano/core';
import type { Database } from '../../../db/client.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import type { Actor } from '../../auth/index.ts';
import type { Owner } from '../owner-scope.ts';
import { attachSiteMapKeys, ownerSitesByLowerCode } from './queries.ts';
import type { SiteImageStore, UploadCheck } from './site-image-store.ts';
import { isSiteMapKey, siteCodeOfFile, siteMapKey, TOO_LARGE } from './site-images.ts';

/** How many uploads are checked at once: a few round trips to S3 each, 2,000 items at most. */
const CHECKS_AT_ONCE = 8;

/** `{data, url}` of SPEC §7: the signed PUT URL, and the key to hand back to update_inventory_sitemaps. */
export async function signedUpload(
  images: SiteImageStore,
  actor: Actor,
  file: { file_name: string; file_type: string; file_size?: number },
): Promise<{ data: string; url: string }> {
  const key = siteMapKey(actor.id, file.file_name);
  if (!isSiteMapKey(key)) throw badRequest('file_name contains characters that are not allowed');
  const data = await images.uploadUrl(key, { type: file.file_type, size: file.file_size });
  return { data, url: key };
}

/** The key an item names: the key itself, or an older client's `/files/<key>?…` URL. */
const keyOf = (url: string) => url.replace(/^\/?files\//, '').split('?')[0];

/** Runs `check` over the items, a few at a time, keeping their order. */
async function checkAll<T, R>(items: T[], check: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await check(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CHECKS_AT_ONCE, items.length) }, worker));
  return results;
}

/**
 * Attaches uploaded images to the owner's sites by site_code (the item's, or its file name's), case
 * ignored: cameras and phones write `abc-001.jpg` for site `ABC-001`. A site whose code matches
 * exactly wins over one that matches only ignoring case. Only keys in this user's own folder count,
 * and only once the store confirms each is there, ≤ 10 MB and an image by its first bytes: an S3 PUT
 * URL cannot refuse a renamed PDF, so this is where it is refused. Every file not attached comes back
 * in `skipped` with its reason (and, as before, in `not_found` or `refused`).
 */
export async function attachSiteMaps(
  database: Database,
  images: SiteImageStore,
  actor: Actor,
  owner: Owner,
  items: { name: string; url: string; site_code?: string }[],
): Promise<SitemapsResultDto> {
  const checks = await checkAll(items, async (item): Promise<UploadCheck> => {
    const key = keyOf(item.url);
    const mine = isSiteMapKey(key) && key.startsWith(`site_maps/${actor.id}/`);
    return mine ? images.checkUpload(key) : { state: 'missing' };
  });
  const codeOf = (item: (typeof items)[number]) => item.site_code?.trim() || siteCodeOfFile(item.name);
  const arrived = items.filter((_, i) => checks[i].state === 'image');
  const sites = await sitesByCode(database, owner, [...new Set(arrived.map(codeOf).filter(Boolean))]);

  const result: SitemapsResultDto = { attached: [], not_found: [], refused: [], skipped: [] };
  const skip = (name: string, site_code: string, reason: SitemapSkipReason) =>
    result.skipped.push({ name, site_code, reason });
  const chosen = new Map<string, { id: string; key: string }>();
  items.forEach((item, i) => {
    const code = codeOf(item);
    const check = checks[i];
    if (check.state === 'refused') {
      result.refused.push({ name: item.name, reason: check.reason });
      skip(item.name, code, check.reason === TOO_LARGE ? 'too_large' : 'not_image');
    } else if (check.state === 'missing' || !code) {
      result.not_found.push(code || item.name);
      skip(item.name, code, 'not_uploaded');
    } else {
      const site = sites.get(code) ?? sites.get(code.toLowerCase());
      if (!site) {
        result.not_found.push(code);
        skip(item.name, code, 'no_site');
      } else if (chosen.has(site.site_code)) skip(item.name, code, 'duplicate');
      else chosen.set(site.site_code, { id: site.id, key: keyOf(item.url) });
    }
  });
  if (chosen.size > 0) {
    const updated = await database.query(
      attachSiteMapKeys(
        owner.id,
        [...chosen.values()].map((c) => c.id),
        [...chosen.values()].map((c) => c.key),
      ),
    );
    result.attached = updated.map((u) => u.site_code);
  }
  return result;
}

/**
 * The owner's sites of these codes, keyed by the exact code and by its lower case (an exact key is
 * only ever set by the site spelled so). The owner's slice of sites_vendor_site_code_idx is read,
 * with lower() as its filter: an index on lower(site_code) would need a migration (see the report of
 * issue 24, item 10).
 */
async function sitesByCode(database: Database, owner: Owner, codes: string[]) {
  const found = new Map<string, { id: string; site_code: string }>();
  if (codes.length === 0) return found;
  const rows = await database.query(
    ownerSitesByLowerCode(
      owner.id,
      codes.map((c) => c.toLowerCase()),
    ),
  );
  for (const row of rows) {
    found.set(row.site_code, row);
    const lower = row.site_code.toLowerCase();
    // Two sites equal but for case: the lower-case key goes to the one spelled in lower case, if any.
    if (!found.has(lower) || row.site_code === lower) found.set(lower, row);
  }
  return found;
}
