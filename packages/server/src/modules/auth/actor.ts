import type { Database } from '../../db/client.ts';
import type { SessionClaims } from './tokens.ts';

/** Who is calling: loaded fresh for every request so a changed role takes effect at once. */
export interface Actor {
  id: string;
  /** The session of the token this call came with. */
  sessionId: string;
  name: string;
  email: string;
  agencyId: string | null;
  vendorId: string | null;
  roleId: string | null;
  policies: string[];
  sharedUsers: string[];
  /** False for a self-registered account that has not opened its confirmation link (issue 23). */
  emailConfirmed: boolean;
}

interface ActorRow {
  id: string;
  name: string;
  email: string;
  agency_id: string | null;
  vendor_id: string | null;
  role_id: string | null;
  shared_users: string[];
  email_confirmed: boolean;
  policies: string[] | null;
}

/** The caller of a session, or null when the session has ended or expired (one query per call). */
export async function loadActor(database: Database, claims: SessionClaims): Promise<Actor | null> {
  const [row] = await database.query<ActorRow>(
    `select u.id, u.name, u.email, u.agency_id, u.vendor_id, u.role_id, u.shared_users,
            u.email_confirmed_at is not null as email_confirmed,
            array(select p.name from role_policies rp join policies p on p.id = rp.policy_id
                  where rp.role_id = u.role_id order by p.name) as policies
       from users u
       join sessions se on se.user_id = u.id and se.id = $2::uuid
      where u.id = $1 and se.ended_at is null and se.expires_at > now()`,
    [claims.userId, claims.sessionId],
  );
  if (!row) return null;
  return {
    id: row.id,
    sessionId: claims.sessionId,
    name: row.name,
    email: row.email,
    agencyId: row.agency_id,
    vendorId: row.vendor_id,
    roleId: row.role_id,
    policies: row.policies ?? [],
    sharedUsers: row.shared_users ?? [],
    emailConfirmed: row.email_confirmed,
  };
}
