import type { MediaOwnerDto } from '@plano/core';
import type { QueryFn } from '../../db/client.ts';

export interface MediaOwnerRow {
  id: string;
  name: string;
  states: string[];
  aliases: string[];
  phone: string;
  email: string;
  country: string;
  inv_uploaded: boolean;
  inv_last_updated: Date | string | null;
  user_id: string | null;
  user_name: string | null;
}

/**
 * One query for the whole table: each owner with its first login user (the link of the row),
 * found through `users_vendor_idx` per owner rather than a query per row.
 */
export const SELECT_MEDIA_OWNERS = `
  select v.id, v.name, v.states, v.aliases, v.phone, v.email, v.country, v.inv_uploaded,
         v.inv_last_updated, u.id as user_id, u.name as user_name
    from vendors v
    left join lateral (
      select id, name from users where vendor_id = v.id order by created_at, id limit 1
    ) u on true`;

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
  const [row] = await query<MediaOwnerRow>(`${SELECT_MEDIA_OWNERS} where v.id = $1`, [id]);
  return row ? presentMediaOwner(row) : null;
}
