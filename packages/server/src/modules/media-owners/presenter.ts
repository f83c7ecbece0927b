import type { MediaOwnerDto } from '@plano/core';
import type { QueryFn } from '../../db/client.ts';
import { type MediaOwnerRow, mediaOwnerById } from './queries.ts';

export function presentMediaOwner(row: MediaOwnerRow): MediaOwnerDto {
  const updated = row.inv_last_updated;
  return {
    _id: row.id,
    name: row.name,
    states: row.states,
    aliases: row.aliases,
    phone: row.phone,
    email: row.email,
    country: row.country,
    inv_uploaded: row.inv_uploaded ? 'yes' : 'no',
    inv_last_updated: updated === null ? null : new Date(updated).toISOString(),
    user: row.user_id ? { _id: row.user_id, name: row.user_name ?? '' } : null,
  };
}

export async function loadMediaOwner(query: QueryFn, id: string): Promise<MediaOwnerDto | null> {
  const [row] = await query(mediaOwnerById(id));
  return row ? presentMediaOwner(row) : null;
}
