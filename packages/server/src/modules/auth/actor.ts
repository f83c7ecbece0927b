import type { Database } from '../../db/client.ts';
import { actorOfSession } from './queries.ts';
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

/** The caller of a session, or null when the session has ended or expired (one query per call). */
export async function loadActor(database: Database, claims: SessionClaims): Promise<Actor | null> {
  const [row] = await database.query(actorOfSession(claims.userId, claims.sessionId));
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
