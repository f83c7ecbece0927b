import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * An AWS Signature Version 4 checker written from the spec, not from the SDK, so the fake S3 proves
 * that what Plano signs is what S3 would accept: presigned URLs (the signature in the query, as the
 * browser sends them) and signed headers (the server's own HEAD/GET/DELETE).
 */
export interface SigV4Request {
  presigned: boolean;
  accessKeyId: string;
  region: string;
  signedHeaders: string[];
  /** When the signature stops working (presigned) — undefined for header-signed requests. */
  expiresAt?: Date;
}

export type SigV4Result = { ok: true; request: SigV4Request } | { ok: false; code: string; message: string };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();

/** RFC 3986 encoding, as SigV4 wants it: everything but A–Z a–z 0–9 - _ . ~ is %XX. */
const strictEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `20261123T164656Z` → a Date. */
const amzDate = (value: string) =>
  new Date(value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));

function parseQuery(raw: string): [string, string][] {
  if (!raw) return [];
  return raw.split('&').map((pair) => {
    const at = pair.indexOf('=');
    const name = at < 0 ? pair : pair.slice(0, at);
    const value = at < 0 ? '' : pair.slice(at + 1);
    return [decodeURIComponent(name), decodeURIComponent(value)];
  });
}

export function checkSigV4(
  request: IncomingMessage,
  secrets: Record<string, string>,
  now = new Date(),
): SigV4Result {
  const [path, rawQuery = ''] = (request.url ?? '/').split('?');
  const query = parseQuery(rawQuery);
  const param = (name: string) => query.find(([n]) => n === name)?.[1];
  const header = (name: string) => {
    const value = request.headers[name];
    return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');
  };

  let credential: string;
  let signedHeaders: string[];
  let signature: string;
  let date: string;
  let payloadHash: string;
  let expiresAt: Date | undefined;
  const presigned = param('X-Amz-Algorithm') !== undefined;
  if (presigned) {
    if (param('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256')
      return { ok: false, code: 'AuthorizationQueryParametersError', message: 'Unknown algorithm' };
    const given = [
      'X-Amz-Credential',
      'X-Amz-Date',
      'X-Amz-Expires',
      'X-Amz-SignedHeaders',
      'X-Amz-Signature',
    ];
    const missing = given.filter((name) => !param(name));
    if (missing.length > 0)
      return {
        ok: false,
        code: 'AuthorizationQueryParametersError',
        message: `Missing ${missing.join(', ')}`,
      };
    credential = param('X-Amz-Credential') as string;
    signedHeaders = (param('X-Amz-SignedHeaders') as string).split(';');
    signature = param('X-Amz-Signature') as string;
    date = param('X-Amz-Date') as string;
    payloadHash = param('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
    const seconds = Number(param('X-Amz-Expires'));
    if (!Number.isInteger(seconds) || seconds < 1 || seconds > 604_800)
      return { ok: false, code: 'AuthorizationQueryParametersError', message: 'Bad X-Amz-Expires' };
    expiresAt = new Date(amzDate(date).getTime() + seconds * 1000);
    if (expiresAt < now) return { ok: false, code: 'AccessDenied', message: 'Request has expired' };
  } else {
    const auth = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(
      header('authorization'),
    );
    if (!auth) return { ok: false, code: 'AccessDenied', message: 'Anonymous access is refused' };
    [, credential, , signature] = auth;
    signedHeaders = auth[2].split(';');
    date = header('x-amz-date');
    payloadHash = header('x-amz-content-sha256');
    if (!date || !payloadHash)
      return { ok: false, code: 'AccessDenied', message: 'x-amz-date and x-amz-content-sha256 are required' };
    if (Math.abs(amzDate(date).getTime() - now.getTime()) > 15 * 60_000)
      return { ok: false, code: 'RequestTimeTooSkewed', message: 'The request time is too far off' };
  }
  if (!signedHeaders.includes('host'))
    return { ok: false, code: 'AccessDenied', message: 'host must be signed' };

  const [accessKeyId, day, region, service, terminal] = credential.split('/');
  const secret = secrets[accessKeyId];
  if (!secret) return { ok: false, code: 'InvalidAccessKeyId', message: 'Unknown access key' };
  if (service !== 's3' || terminal !== 'aws4_request' || !date.startsWith(day))
    return { ok: false, code: 'AuthorizationQueryParametersError', message: 'Bad credential scope' };

  const canonicalQuery = query
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [strictEncode(name), strictEncode(value)])
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = signedHeaders.map((name) => `${name}:${header(name)}\n`).join('');
  const canonicalRequest = [
    request.method,
    path, // S3 signs the path as sent (already encoded once), not encoded again
    canonicalQuery,
    canonicalHeaders,
    signedHeaders.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), 's3'), 'aws4_request');
  const expected = Buffer.from(createHmac('sha256', key).update(stringToSign).digest('hex'));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, code: 'SignatureDoesNotMatch', message: 'The signature does not match' };
  return { ok: true, request: { presigned, accessKeyId, region, signedHeaders, expiresAt } };
}
