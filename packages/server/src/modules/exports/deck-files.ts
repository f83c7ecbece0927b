import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { QueryFn } from '../../db/client.ts';
import { storedFileInfo, upsertStoredFile } from './queries.ts';

const BUCKET = 'decks';
/** How long a mailed download link works. */
export const DECK_LINK_DAYS = 7;

/** A campaign keeps its last deck: one file, replaced by the next one (found by the unique key). */
const keyOf = (campaignId: string) => `${campaignId}.pptx`;
export const deckPath = (dataDir: string, campaignId: string) =>
  path.join(dataDir, 'decks', keyOf(campaignId));

/** Written beside, then renamed: a mail being sent never reads half a deck. */
export async function storeDeck(
  query: QueryFn,
  dataDir: string,
  campaignId: string,
  buffer: Buffer,
  userId: string | null,
): Promise<string> {
  const file = deckPath(dataDir, campaignId);
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, buffer);
  await rename(temporary, file);
  await query(
    upsertStoredFile({
      bucket: BUCKET,
      key: keyOf(campaignId),
      contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      size: buffer.length,
      ownerUserId: userId,
    }),
  );
  return file;
}

export interface StoredDeck {
  file: string;
  size: number;
  created_at: string;
}

export async function lastDeck(
  query: QueryFn,
  dataDir: string,
  campaignId: string,
): Promise<StoredDeck | null> {
  const [row] = await query(storedFileInfo(BUCKET, keyOf(campaignId)));
  if (!row) return null;
  const file = deckPath(dataDir, campaignId);
  const exists = await stat(file).then(
    () => true,
    () => false,
  );
  return exists ? { file, ...row } : null;
}

/**
 * A signed, expiring download link for a deck too large to attach: HMAC-SHA256 of the campaign id
 * and the expiry with the app's secret. It opens that campaign's last deck and nothing else.
 */
export function signDeckLink(secret: string, campaignId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + DECK_LINK_DAYS * 86_400;
  const body = `${campaignId}.${expires}`;
  return `${body}.${createHmac('sha256', secret).update(`deck:${body}`).digest('base64url')}`;
}

export function verifyDeckLink(secret: string, token: string, now = Date.now()): string | null {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, campaignId, expires, signature] = match;
  const expected = createHmac('sha256', secret).update(`deck:${campaignId}.${expires}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(expires) * 1000 >= now ? campaignId : null;
}
