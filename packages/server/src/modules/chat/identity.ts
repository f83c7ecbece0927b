import type { Database } from '../../db/client.ts';
import { type Actor, loadActor, type TokenService } from '../auth/index.ts';
import { linkOwner } from './queries.ts';

/**
 * Who is chatting: a signed-in user, or a media owner on the open approval page, known through the
 * approval link (its owner user, its campaign) and by the owner's name.
 */
export type ChatIdentity =
  | { kind: 'user'; userId: string; name: string; actor: Actor }
  | { kind: 'link'; userId: string; name: string; vendorId: string; campaignId: string };

export async function identityOfSession(database: Database, tokens: TokenService, token: string) {
  const claims = await tokens.verifySession(token);
  const actor = claims && (await loadActor(database, claims));
  return actor ? ({ kind: 'user', userId: actor.id, name: actor.name, actor } as const) : null;
}

/** The owner behind a link, while the link is valid and its campaign still holds the owner's sites. */
export async function identityOfLink(
  database: Database,
  tokens: TokenService,
  token: string,
): Promise<ChatIdentity | null> {
  const link = await tokens.verifyApproval(token);
  if (!link) return null;
  const [row] = await database.query(linkOwner(link.userId, link.campaignId));
  if (!row?.vendor_id) return null;
  return {
    kind: 'link',
    userId: link.userId,
    name: row.name,
    vendorId: row.vendor_id,
    campaignId: link.campaignId,
  };
}
