import { stat } from 'node:fs/promises';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { Actor } from '../auth/actor.ts';
import type { Owner } from './owner-scope.ts';
import { imageUrl } from './owner-sites.ts';
import {
  isSiteMapKey,
  keyPath,
  signedUrl,
  siteCodeOfFile,
  siteMapKey,
  UPLOAD_URL_SECONDS,
} from './site-images.ts';

/** `{data, url}` of SPEC §7: the signed PUT URL, and the key to hand back to update_inventory_sitemaps. */
export function signedUpload(secret: string, actor: Actor, fileName: string): { data: string; url: string } {
  const key = siteMapKey(actor.id, fileName);
  if (!isSiteMapKey(key)) throw badRequest('file_name contains characters that are not allowed');
  return { data: signedUrl(secret, 'PUT', key, UPLOAD_URL_SECONDS), url: key };
}

/**
 * Attaches uploaded images to the owner's sites by site_code (the item's, or its file name's). Only
 * files this user uploaded and that exist count; the others, and codes of no site of the owner, come
 * back in `not_found`.
 */
export async function attachSiteMaps(
  database: Database,
  dataDir: string,
  actor: Actor,
  owner: Owner,
  items: { name: string; url: string; site_code?: string }[],
): Promise<{ attached: string[]; not_found: string[] }> {
  const pairs: { code: string; key: string }[] = [];
  const notFound: string[] = [];
  for (const item of items) {
    const key = item.url.replace(/^\/?files\//, '').split('?')[0];
    const code = item.site_code?.trim() || siteCodeOfFile(item.name);
    const mine = isSiteMapKey(key) && key.startsWith(`site_maps/${actor.id}/`);
    const exists =
      mine &&
      (await stat(keyPath(dataDir, key)).then(
        (s) => s.isFile(),
        () => false,
      ));
    if (exists && code) pairs.push({ code, key });
    else notFound.push(code || item.name);
  }
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
  return { attached: [...attached], not_found: notFound };
}

export { imageUrl };
