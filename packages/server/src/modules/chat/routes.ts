import { apiContract } from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { unauthorized } from '../../platform/http/errors.ts';
import { actorOf } from '../auth/index.ts';
import { contactsOf } from './contacts.ts';
import { type ChatIdentity, identityOfLink } from './identity.ts';
import { history, markRead, unreadBySender } from './messages.ts';

const tags = ['chat'];

/** The chat's HTTP side: who one may talk to (online, unread), history pages, marking read. */
export function chatRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { database, tokens } = context;
  const usersOf = async (who: ChatIdentity) => {
    const contacts = await contactsOf(database, who);
    const [online, unread] = await Promise.all([
      context.realtime.onlineAmong(contacts.map((c) => c.id)),
      unreadBySender(database, who.userId),
    ]);
    return {
      users: contacts.map((c) => ({
        _id: c.id,
        name: c.name,
        company: c.company,
        online: online.has(c.id),
        unread: unread.get(c.id) ?? 0,
      })),
    };
  };
  const signedIn = (request: Parameters<typeof actorOf>[0]): ChatIdentity => {
    const actor = actorOf(request);
    return { kind: 'user', userId: actor.id, name: actor.name, actor };
  };
  const byLink = async (token: string) => {
    const who = await identityOfLink(database, tokens, token);
    if (!who) throw unauthorized('This approval link is invalid or has expired');
    return who;
  };

  return async (app) => {
    app.post(
      '/fetch_chat_users',
      { schema: { tags, ...apiContract['/fetch_chat_users'] } },
      async (request) => usersOf(signedIn(request)),
    );
    app.post(
      '/fetch_open_chat_users',
      {
        schema: { tags, ...apiContract['/fetch_open_chat_users'] },
        config: { public: true },
      },
      async (request) => usersOf(await byLink(request.body.token)),
    );
    app.post(
      '/fetch_chat_messages',
      { schema: { tags, ...apiContract['/fetch_chat_messages'] } },
      async (request) => history(database, signedIn(request), request.body.with, request.body.before),
    );
    app.post(
      '/fetch_open_chat_messages',
      {
        schema: { tags, ...apiContract['/fetch_open_chat_messages'] },
        config: { public: true },
      },
      async (request) =>
        history(database, await byLink(request.body.token), request.body.with, request.body.before),
    );
    app.post('/mark_chat_read', { schema: { tags, ...apiContract['/mark_chat_read'] } }, async (request) => {
      await markRead(database, actorOf(request).id, request.body.with);
      return { ok: true as const };
    });
    app.post(
      '/mark_open_chat_read',
      { schema: { tags, ...apiContract['/mark_open_chat_read'] }, config: { public: true } },
      async (request) => {
        const who = await byLink(request.body.token);
        await markRead(database, who.userId, request.body.with);
        return { ok: true as const };
      },
    );
  };
}
