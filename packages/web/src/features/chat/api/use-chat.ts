import type { ChatMessageDto, ChatUserDto } from '@plano/core';
import { type InfiniteData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { useSocketEvent } from '../../../lib/realtime.ts';
import type { ChatSource, HistoryPage } from './chat-source.ts';

const usersKey = (source: ChatSource) => ['chat-users', source.key] as const;
const threadKey = (source: ChatSource, withId: string) => ['chat-thread', source.key, withId] as const;

/** Threads on screen right now (a side panel and the drawer may show the same one). */
const openThreads = new Map<string, number>();
const threadId = (source: ChatSource, withId: string) => `${source.key}|${withId}`;

/** Counts a thread as read while it is on screen: its new messages are not unread. */
export function useThreadOnScreen(source: ChatSource, withId: string): void {
  useEffect(() => {
    const id = threadId(source, withId);
    openThreads.set(id, (openThreads.get(id) ?? 0) + 1);
    return () => {
      const left = (openThreads.get(id) ?? 1) - 1;
      if (left > 0) openThreads.set(id, left);
      else openThreads.delete(id);
    };
  }, [source, withId]);
}

/** The people the reader may talk to. Kept live by useChatLiveSync. */
export function useChatUsers(source: ChatSource) {
  return useQuery({ queryKey: usersKey(source), queryFn: ({ signal }) => source.users(signal) });
}

/**
 * Applies the socket's events to the caches: presence to the user list, a message to its thread
 * and to the unread counts. Mounted once per socket (the layout, or the open page's guest chat).
 */
export function useChatLiveSync(source: ChatSource | null, socket: Socket | null): void {
  const client = useQueryClient();
  const onPresence = useCallback(
    (update: { _id: string; online: boolean }) => {
      if (!source) return;
      client.setQueryData<{ users: ChatUserDto[] }>(usersKey(source), (old) =>
        old
          ? { users: old.users.map((u) => (u._id === update._id ? { ...u, online: update.online } : u)) }
          : old,
      );
    },
    [client, source],
  );
  const onMessage = useCallback(
    (message: ChatMessageDto) => {
      if (!source) return;
      const other = message.uid === source.selfId ? message.to : message.uid;
      client.setQueryData<InfiniteData<HistoryPage>>(threadKey(source, other), (old) => {
        if (!old || old.pages[0]?.messages.some((m) => m._id === message._id)) return old;
        const [newest, ...older] = old.pages;
        return { ...old, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
      });
      if (message.uid === source.selfId) return;
      if (openThreads.has(threadId(source, other))) {
        void source.markRead(other);
        return;
      }
      client.setQueryData<{ users: ChatUserDto[] }>(usersKey(source), (old) =>
        old ? { users: old.users.map((u) => (u._id === other ? { ...u, unread: u.unread + 1 } : u)) } : old,
      );
    },
    [client, source],
  );
  // After a reconnect the caches may be stale (messages and departures while we were away).
  const onConnect = useCallback(() => {
    if (!source) return;
    void client.invalidateQueries({ queryKey: usersKey(source) });
    void client.invalidateQueries({ queryKey: ['chat-thread', source.key] });
  }, [client, source]);
  useSocketEvent(socket, 'updateUsersList', onPresence);
  useSocketEvent(socket, 'message', onMessage);
  useSocketEvent(socket, 'connect', onConnect);
}

/**
 * One conversation, loaded newest page first and older pages on demand. Pages are kept newest
 * first; the thread shows them reversed, so the newest message sits at the bottom.
 */
export function useChatThread(source: ChatSource, withId: string) {
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: threadKey(source, withId),
    queryFn: async ({ pageParam, signal }) => {
      const page = await source.history(withId, pageParam, signal);
      if (!pageParam) {
        await source.markRead(withId);
        client.setQueryData<{ users: ChatUserDto[] }>(usersKey(source), (old) =>
          old ? { users: old.users.map((u) => (u._id === withId ? { ...u, unread: 0 } : u)) } : old,
        );
      }
      return page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.more ? last.messages[0]?._id : undefined),
  });
}

export interface SendAnswer {
  ok?: true;
  error?: string;
}

/** Sends through the socket and waits for the server's word: stored (ok) or why not. */
export async function sendChatMessage(socket: Socket, to: string, text: string): Promise<SendAnswer> {
  try {
    return await socket.timeout(10_000).emitWithAck('message', { to, message: { type: 'text', text } });
  } catch {
    return { error: 'Message not sent' };
  }
}
