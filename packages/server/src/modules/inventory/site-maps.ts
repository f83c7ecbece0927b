import type { SitemapsResultDto } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { Actor } from '../auth/actor.ts';
import type { Owner } from './owner-scope.ts';
import type { SiteImageStore, UploadCheck } from './site-image-store.ts';
import { isSiteMapKey, siteCodeOfFile, siteMapKey } from './site-images.ts';

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
 * Attaches uploaded images to the owner's sites by site_code (the item's, or its file name's). Only
 * keys in this user's own folder count, and only once the store confirms each is there, ≤ 10 MB and
 * an image by its first bytes: an S3 PUT URL cannot refuse a renamed PDF, so this is where it is
 * refused. Missing files and codes of no site of the owner come back in `not_found`.
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
  const pairs: { code: string; key: string }[] = [];
  const notFound: string[] = [];
  const refused: SitemapsResultDto['refused'] = [];
  items.forEach((item, i) => {
    const code = item.site_code?.trim() || siteCodeOfFile(item.name);
    const check = checks[i];
    if (check.state === 'refused') refused.push({ name: item.name, reason: check.reason });
    else if (check.state === 'image' && code) pairs.push({ code, key: keyOf(item.url) });
    else notFound.push(code || item.name);
  });
  const updated = pairs.length
    ? await database.query<{ site_code: string }>(
        `update sites s set site_map = x.key, updated_at = now()
           from unnest($1::text[], $2::text[]) as x(code, key)
          where s.site_code = x.code and s.vendor_id = $3
         returning s.site_code`,
        [pairs.map((p) => p.code), pairs.map((p) => p.key), owner.id],
      )
    : [];
  const attached = new Set(updated.map((u) => u.site_code));
  for (const p of pairs) if (!attached.has(p.code)) notFound.push(p.code);
  return { attached: [...attached], not_found: notFound, refused };
}
