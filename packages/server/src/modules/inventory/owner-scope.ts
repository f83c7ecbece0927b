import { holdsAny, POLICIES } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import type { Actor } from '../auth/index.ts';
import { ownerById } from './queries.ts';

export interface Owner {
  id: string;
  name: string;
}

/**
 * Whose sites a call works on. A media owner's user (inventory management) only ever its own owner's:
 * naming another owner answers 404, as if it did not exist (decision 0002). The platform team (master
 * vendor management) names any owner by vendor_id.
 */
export async function ownerScope(database: Database, actor: Actor, vendorId?: string): Promise<Owner> {
  const platform = holdsAny(actor.policies, [POLICIES.masterVendorManagement]);
  const id = platform ? (vendorId ?? actor.vendorId) : actor.vendorId;
  if (!id) throw forbidden(platform ? 'Choose a media owner' : 'Only a media owner’s users manage inventory');
  if (!platform && vendorId && vendorId !== actor.vendorId) throw notFound('Media owner');
  const [owner] = await database.query(ownerById(id));
  if (!owner) throw notFound('Media owner');
  return owner;
}
