import { CHAT_NO_USERNAME, CHAT_RATE, chatMessageInput, hasForbiddenCharacters } from '@plano/core';
import type { Socket } from 'socket.io';
import type { Database } from '../../db/client.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { userRoom } from '../../platform/realtime/realtime.ts';
import type { TokenService } from '../auth/index.ts';
import { contactsOf } from './contacts.ts';
import { type ChatIdentity, identityOfLink, identityOfSession } from './identity.ts';
import { storeMessage } from './messages.ts';

interface ChatAuth {
  token?: unknown;
  link?: unknown;
  username?: unknown;
}

interface ChatSocketData {
  userId: string;
  auth: ChatAuth;
  /** The name shown on this connection's messages. */
  username: string;
}

export interface ChatDeps {
  database: Database;
  tokens: TokenService;
  realtime: () => Realtime;
}

/** Who a connection's credential speaks for, checked again at every message (a session can end). */
async function identify(deps: ChatDeps, auth: ChatAuth): Promise<ChatIdentity | null> {
  if (typeof auth.token === 'string' && auth.token.length < 4000) {
    return identityOfSession(deps.database, deps.tokens, auth.token);
  }
  if (typeof auth.link === 'string' && auth.link.length < 4000) {
    return identityOfLink(deps.database, deps.tokens, auth.link);
  }
  return null;
}

/** A guest on the open page names themselves; the owner's name says whom they speak for. */
function guestName(auth: ChatAuth): string | null {
  const name = typeof auth.username === 'string' ? auth.username.trim().slice(0, 80) : '';
  return name && !hasForbiddenCharacters(name) ? name : null;
}

export function chatAuthenticator(deps: ChatDeps) {
  return async (socket: Socket, next: (error?: Error) => void) => {
    try {
      const auth = (socket.handshake.auth ?? {}) as ChatAuth;
      const identity = await identify(deps, auth);
      if (!identity) return next(new Error('unauthorized'));
      let username = identity.name;
      if (identity.kind === 'link') {
        const guest = guestName(auth);
        if (!guest) return next(new Error(CHAT_NO_USERNAME));
        username = `${guest} (${identity.name})`;
      }
      socket.data = { userId: identity.userId, auth, username } satisfies ChatSocketData;
      next();
    } catch {
      next(new Error('unauthorized'));
    }
  };
}

/** Sliding window per user and process: enough to stop a flood from one browser. */
function rateLimiter() {
  const sent = new Map<string, number[]>();
  return (userId: string): boolean => {
    const now = Date.now();
    const recent = (sent.get(userId) ?? []).filter((t) => now - t < CHAT_RATE.windowMs);
    if (recent.length >= CHAT_RATE.messages) {
      sent.set(userId, recent);
      return false;
    }
    recent.push(now);
    sent.set(userId, recent);
    return true;
  };
}

type Ack = (answer: unknown) => void;

export function chatConnectionHandler(deps: ChatDeps) {
  const allow = rateLimiter();
  const announce = async (identity: ChatIdentity, online: boolean) => {
    const contacts = await contactsOf(deps.database, identity);
    for (const contact of contacts) {
      deps.realtime().toUser(contact.id, 'updateUsersList', { _id: identity.userId, online });
    }
  };

  return (socket: Socket) => {
    const data = socket.data as ChatSocketData;
    void socket.join(userRoom(data.userId));
    void identify(deps, data.auth).then((identity) => identity && announce(identity, true));

    socket.on('message', async (raw: unknown, ack?: Ack) => {
      const reply: Ack = typeof ack === 'function' ? ack : () => {};
      try {
        const identity = await identify(deps, data.auth);
        if (!identity) {
          reply({ error: 'Your session has expired, sign in again' });
          socket.disconnect(true);
          return;
        }
        const parsed = chatMessageInput.safeParse(raw);
        if (!parsed.success) return reply({ error: parsed.error.issues[0]?.message ?? 'Invalid message' });
        if (!allow(identity.userId)) return reply({ error: 'Too many messages, wait a moment' });
        const message = await storeMessage(deps.database, identity, parsed.data, data.username);
        deps.realtime().toUser(message.to, 'message', message);
        deps.realtime().toUser(message.uid, 'message', message);
        reply({ ok: true, message });
      } catch (error) {
        reply({
          error: error instanceof Error && 'statusCode' in error ? error.message : 'Message not sent',
        });
      }
    });

    socket.on('disconnect', async () => {
      try {
        const stillOnline = await deps.realtime().onlineAmong([data.userId]);
        if (stillOnline.has(data.userId)) return;
        const identity = await identify(deps, data.auth);
        if (identity) await announce(identity, false);
      } catch {
        // The app is closing, or Redis is gone: presence is refreshed by the next list fetch.
      }
    });
  };
}
