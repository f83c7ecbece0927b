import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

/** Session, open-approval and e-mail confirmation tokens are all HS256 JWTs told apart by `typ`. */
type TokenType = 'session' | 'approval' | 'confirm_email';

/** Who a session token speaks for, and which session row (`sid`) must still be open. */
export interface SessionClaims {
  userId: string;
  sessionId: string;
}

export interface TokenService {
  signSession(claims: SessionClaims, ttlHours: number): Promise<string>;
  verifySession(token: string): Promise<SessionClaims | null>;
  signApproval(userId: string, campaignId: string, ttlDays?: number): Promise<string>;
  verifyApproval(token: string): Promise<{ userId: string; campaignId: string } | null>;
  /** The link that confirms `email` is the user's: bound to the address, so a changed one voids it. */
  signEmailConfirmation(userId: string, email: string, ttlHours: number): Promise<string>;
  verifyEmailConfirmation(token: string): Promise<{ userId: string; email: string } | null>;
}

/** How long a session token checked once is believed without checking its signature again. */
const SESSION_CACHE_MS = 60 * 60_000;

export function createTokenService(secret: string): TokenService {
  // A signature checked once stays good: a session's every call after its first skips the HMAC
  // (and WebCrypto's trip through the thread pool, ~0.25 ms of a call). Only tokens that verified
  // are kept, and only until they expire; whether the session is still open is read each time.
  const verifiedSessions = new LRUCache<string, { claims: SessionClaims; expiresAt: number }>({
    max: 10_000,
  });
  // Imported once: given the secret's bytes, jose imports a key on every call (a third of a
  // session check's time, and one more trip through WebCrypto's thread pool).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const sign = async (claims: Record<string, string>, subject: string, expiresIn: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(await key);
  const verify = async (token: string, typ: TokenType) => {
    try {
      const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
      return payload.typ === typ && typeof payload.sub === 'string' ? payload : null;
    } catch {
      return null;
    }
  };
  return {
    signSession: ({ userId, sessionId }, ttlHours) =>
      sign({ typ: 'session', sid: sessionId }, userId, `${ttlHours}h`),
    verifySession: async (token) => {
      const known = verifiedSessions.get(token);
      if (known && known.expiresAt > Date.now()) return known.claims;
      const payload = await verify(token, 'session');
      if (!payload || typeof payload.sid !== 'string') return null;
      const claims = { userId: payload.sub!, sessionId: payload.sid };
      // Kept an hour at most, never past its expiry; the session row is still read on every call.
      const expiresAt = (payload.exp ?? 0) * 1000;
      const ttl = Math.min(SESSION_CACHE_MS, expiresAt - Date.now());
      if (ttl > 0) verifiedSessions.set(token, { claims, expiresAt }, { ttl });
      return claims;
    },
    signApproval: (userId, campaignId, ttlDays = 14) =>
      sign({ typ: 'approval', camp: campaignId }, userId, `${ttlDays}d`),
    verifyApproval: async (token) => {
      const payload = await verify(token, 'approval');
      return payload && typeof payload.camp === 'string'
        ? { userId: payload.sub!, campaignId: payload.camp }
        : null;
    },
    signEmailConfirmation: (userId, email, ttlHours) =>
      sign({ typ: 'confirm_email', email: email.toLowerCase() }, userId, `${ttlHours}h`),
    verifyEmailConfirmation: async (token) => {
      const payload = await verify(token, 'confirm_email');
      return payload && typeof payload.email === 'string'
        ? { userId: payload.sub!, email: payload.email }
        : null;
    },
  };
}
