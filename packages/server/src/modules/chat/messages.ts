import { CHAT_PAGE, type ChatMessageDto, type ChatMessageInput } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { mayTalk } from './contacts.ts';
import type { ChatIdentity } from './identity.ts';
import { conversationPage, insertMessage, markConversationRead, unreadCounts } from './queries.ts';

export const NOT_A_CONTACT = 'You cannot chat with this person';

/** Stores a message before anyone sees it, so a reload, a reconnect or an offline reader finds it. */
export async function storeMessage(
  database: Database,
  from: ChatIdentity,
  input: ChatMessageInput,
  username: string,
): Promise<ChatMessageDto> {
  if (!(await mayTalk(database, from, input.to))) throw forbidden(NOT_A_CONTACT);
  const [row] = await database.query(insertMessage(from.userId, input.to, username, input.message.text));
  return row;
}

/** One page of a conversation, oldest first, ending before `before` (newest page when absent). */
export async function history(
  database: Database,
  who: ChatIdentity,
  withId: string,
  before?: string,
): Promise<{ messages: ChatMessageDto[]; more: boolean }> {
  if (!(await mayTalk(database, who, withId))) throw forbidden(NOT_A_CONTACT);
  const rows = await database.query(conversationPage(who.userId, withId, before ?? null, CHAT_PAGE + 1));
  return { messages: rows.slice(0, CHAT_PAGE).reverse(), more: rows.length > CHAT_PAGE };
}

/** Unread messages to `userId`, by sender. */
export async function unreadBySender(database: Database, userId: string): Promise<Map<string, number>> {
  const rows = await database.query(unreadCounts(userId));
  return new Map(rows.map((r) => [r.from_user_id, r.n]));
}

export async function markRead(database: Database, userId: string, fromId: string): Promise<void> {
  await database.query(markConversationRead(userId, fromId));
}
