import { createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';

/**
 * Site images on local disk under DATA_DIR/files/site_maps/{user}/{file} (SPEC §3 upload paths),
 * reached only through HMAC-signed, expiring URLs: a PUT URL to upload (15 minutes) and GET URLs to
 * show (a day), so neither a bearer token nor a public folder is needed (decision 0014).
 */
export const UPLOAD_URL_SECONDS = 15 * 60;
export const VIEW_URL_SECONDS = 24 * 60 * 60;
export const FILES_PREFIX = '/files/';
/** The reason a store gives for an upload over 10 MB (the other refusal is 'not an image'). */
export const TOO_LARGE = 'larger than 10 MB';

/** `site_maps/{user}/{file}`: the key stored on a site. */
export const siteMapKey = (userId: string, fileName: string) => `site_maps/${userId}/${fileName}`;

/** A key is only ever site_maps/<uuid>/<plain file name>: nothing can climb out of the folder. */
export function isSiteMapKey(key: string): boolean {
  return /^site_maps\/[0-9a-f-]{36}\/[\p{L}\p{N} ._()-]{1,200}$/u.test(key) && !key.includes('..');
}

export const keyPath = (dataDir: string, key: string) => path.join(dataDir, 'files', key);

function signature(secret: string, method: 'PUT' | 'GET', key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${method}\n${key}\n${expires}`).digest('base64url');
}

export function signedUrl(
  secret: string,
  method: 'PUT' | 'GET',
  key: string,
  seconds: number,
  now = Date.now(),
): string {
  // Rounded up to the hour for GET, so a page of images keeps the same URLs (and the browser cache).
  const raw = Math.floor(now / 1000) + seconds;
  const expires = method === 'GET' ? Math.ceil(raw / 3600) * 3600 : raw;
  const encoded = key.split('/').map(encodeURIComponent).join('/');
  return `${FILES_PREFIX}${encoded}?expires=${expires}&sig=${signature(secret, method, key, expires)}`;
}

export function verifySignature(
  secret: string,
  method: 'PUT' | 'GET',
  key: string,
  expires: string | undefined,
  sig: string | undefined,
  now = Date.now(),
): boolean {
  const at = Number(expires);
  if (!sig || !Number.isInteger(at) || at < now / 1000) return false;
  const expected = Buffer.from(signature(secret, method, key, at));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** JPEG, PNG, GIF or WebP by their first bytes; a renamed file of anything else is refused. */
export function imageTypeOf(bytes: Buffer): string | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

/** The site a file is for: its name without the extension (`CL-AB-000123.jpg` → `CL-AB-000123`). */
export const siteCodeOfFile = (name: string) => name.replace(/\.[^.]+$/, '').trim();
