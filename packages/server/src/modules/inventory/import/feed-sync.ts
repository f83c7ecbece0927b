import { formatMessage, mapHeaders } from '@plano/core';
import Papa from 'papaparse';
import type { Database } from '../../../db/client.ts';
import { AppError, badRequest, forbidden } from '../../../platform/http/errors.ts';
import type { Owner } from '../owner-scope.ts';
import { type SourceRow, sourceRowOf } from './import-rows.ts';
import { ownerEmail } from './queries.ts';

export interface FeedSettings {
  url: string | undefined;
  timeoutMs: number;
  maxBytes: number;
}

const feedError = (message: string) => new AppError(502, 'feed_failed', message);

/**
 * The e-mail the feed is asked with: the owner's own, as registered (vendors.email, which only the
 * platform team edits). Never one the caller types: that fetched another owner's feed into the
 * caller's inventory (issue 23). An e-mail in the body is accepted only when it is that one.
 */
export async function ownerFeedEmail(database: Database, owner: Owner, asked?: string): Promise<string> {
  const [row] = await database.query(ownerEmail(owner.id));
  const email = row?.email.trim().toLowerCase() ?? '';
  // An empty key could make the feed answer every owner's rows.
  if (!email) throw badRequest('The media owner has no e-mail to ask its inventory feed with');
  if (asked !== undefined && asked.trim().toLowerCase() !== email)
    throw forbidden('Only the media owner’s own inventory feed can be synced (its registered e-mail)');
  return email;
}

/**
 * The media owner's own system: INVENTORY_FEED_URL with `{email}` replaced answers the owner's
 * rows as CSV or JSON (an array of objects, or {data: [...]}) in the template's columns. Unset, the
 * call says so; it never pretends a sync happened.
 */
export async function fetchFeedRows(
  settings: FeedSettings,
  email: string,
): Promise<{ rows: SourceRow[]; unknown: string[] }> {
  if (!settings.url) throw badRequest('The inventory feed is not configured (INVENTORY_FEED_URL)');
  const url = settings.url.replace('{email}', encodeURIComponent(email));
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(settings.timeoutMs),
      headers: { accept: 'application/json, text/csv' },
      redirect: 'error',
    });
  } catch {
    throw feedError('The inventory feed did not answer');
  }
  if (response.status === 404) throw badRequest('The inventory feed has no inventory for this e-mail');
  if (!response.ok) throw feedError(formatMessage('feedAnsweredStatus', { status: String(response.status) }));
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > settings.maxBytes) throw feedError('The inventory feed answered more than 50 MB');
  const text = await readCapped(response, settings.maxBytes);
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') || /^\s*[[{]/.test(text) ? jsonRows(text) : csvRows(text);
}

async function readCapped(response: Response, max: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel();
      throw feedError('The inventory feed answered more than 50 MB');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function toRows(headers: string[], records: unknown[][], firstLine: number) {
  const { keys, unknown } = mapHeaders(headers);
  if (!keys.includes('site_code')) throw feedError('The inventory feed’s rows have no site_code column');
  const rows = records.map((cells, i) => {
    const raw: Record<string, unknown> = {};
    keys.forEach((key, j) => {
      if (key) raw[key] = cells[j] ?? null;
    });
    return sourceRowOf(firstLine + i, raw);
  });
  return { rows, unknown };
}

function jsonRows(text: string) {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw feedError('The inventory feed answered invalid JSON');
  }
  const list = Array.isArray(body) ? body : (body as { data?: unknown })?.data;
  if (!Array.isArray(list) || list.some((r) => typeof r !== 'object' || r === null || Array.isArray(r)))
    throw feedError('The inventory feed must answer a list of rows');
  const headers = [...new Set(list.flatMap((r) => Object.keys(r as object)))];
  return toRows(
    headers,
    list.map((r) => headers.map((h) => (r as Record<string, unknown>)[h])),
    1,
  );
}

function csvRows(text: string) {
  const parsed = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...records] = parsed.data;
  if (!header) throw feedError('The inventory feed answered no rows');
  return toRows(header, records, 2);
}
