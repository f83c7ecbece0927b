import type { ApiAnswer } from '@plano/core';
import { callApi } from '../../../lib/api-client.ts';

type UsersAnswer = ApiAnswer<'/fetch_chat_users'>;
export type HistoryPage = ApiAnswer<'/fetch_chat_messages'>;

/**
 * Where a chat panel reads from: the signed-in session, or the open approval page's link (its
 * calls carry the link's token and no session).
 */
export interface ChatSource {
  /** Tells the caches of the two kinds (and of two links) apart. */
  key: string;
  /** The reader's own user id: their messages sit on the right. */
  selfId: string;
  users(signal?: AbortSignal): Promise<UsersAnswer>;
  history(withId: string, before?: string, signal?: AbortSignal): Promise<HistoryPage>;
  markRead(withId: string): Promise<unknown>;
}

export function sessionChatSource(selfId: string): ChatSource {
  return {
    key: `session:${selfId}`,
    selfId,
    users: (signal) => callApi('/fetch_chat_users', {}, signal),
    history: (withId, before, signal) =>
      callApi('/fetch_chat_messages', { with: withId, ...(before ? { before } : {}) }, signal),
    markRead: (withId) => callApi('/mark_chat_read', { with: withId }),
  };
}

export function linkChatSource(token: string, selfId: string): ChatSource {
  const anonymous = { anonymous: true };
  return {
    key: `link:${selfId}:${token.slice(-16)}`,
    selfId,
    users: (signal) => callApi('/fetch_open_chat_users', { token }, signal, anonymous),
    history: (withId, before, signal) =>
      callApi(
        '/fetch_open_chat_messages',
        { token, with: withId, ...(before ? { before } : {}) },
        signal,
        anonymous,
      ),
    markRead: (withId) => callApi('/mark_open_chat_read', { token, with: withId }, undefined, anonymous),
  };
}
