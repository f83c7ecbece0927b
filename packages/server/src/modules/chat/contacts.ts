import type { Database } from '../../db/client.ts';
import type { ChatIdentity } from './identity.ts';
import { type Contact, contactsOfAgencyMember, contactsOfLink, contactsOfOwnerUser } from './queries.ts';

export type { Contact };

/**
 * Who the caller may talk to (issue 13): the members of their own agency, or their own media
 * owner's users; and across the two sides only about a campaign that holds the owner's sites and
 * that the agency member can see. The open link reaches only its campaign's people.
 */
export async function contactsOf(database: Database, who: ChatIdentity, only?: string): Promise<Contact[]> {
  if (who.kind === 'link') return database.query(contactsOfLink(who.campaignId, only));
  const { actor } = who;
  const { agencyId, vendorId } = actor;
  if (agencyId) return database.query(contactsOfAgencyMember({ ...actor, agencyId }, only));
  if (vendorId) return database.query(contactsOfOwnerUser({ ...actor, vendorId }, only));
  return [];
}

export async function mayTalk(database: Database, who: ChatIdentity, otherId: string): Promise<boolean> {
  return (await contactsOf(database, who, otherId)).length > 0;
}
