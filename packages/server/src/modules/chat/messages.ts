import { CHAT_PAGE, type ChatMessageDto, type ChatMessageInput } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { mayTalk } from './contacts.ts';
import type { ChatIdentity } from './identity.ts';

const MESSAGE_COLUMNS = `id as "_id", username, from_user_id::text as uid, to_user_id::text as "to", message,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

export const NOT_A_CONTACT = 'You cannot chat with this person';

/** Stores a message before anyone sees it, so a reload, a reconnect or an offline reader finds it. */
export async function storeMessage(
  database: Database,
  from: ChatIdentity,
  input: ChatMessageInput,
  username: string,
): Promise<ChatMessageDto> {
  if (!(await mayTalk(database, from, input.to))) throw forbidden(NOT_A_CONTACT);
  const [row] = await database.query<ChatMessageDto>(
    `insert into chat_messages (from_user_id, to_user_id, username, message)
     values ($1, $2, $3, $4::jsonb) returning ${MESSAGE_COLUMNS}`,
    [from.userId, input.to, username, JSON.stringify({ type: 'text', text: input.message.text })],
  );
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
  const rows = await database.query<ChatMessageDto>(
    `select ${MESSAGE_COLUMNS} from chat_messages m
      where ((from_user_id = $1 and to_user_id = $2) or (from_user_id = $2 and to_user_id = $1))
        and ($3::uuid is null or (created_at, id) < (select created_at, id from chat_messages where id = $3))
      order by created_at desc, id desc limit $4`,
    [who.userId, withId, before ?? null, CHAT_PAGE + 1],
  );
  return { messages: rows.slice(0, CHAT_PAGE).reverse(), more: rows.length > CHAT_PAGE };
}

/** Unread messages to `userId`, by sender. */
export async function unreadBySender(database: Database, userId: string): Promise<Map<string, number>> {
  const rows = await database.query<{ from_user_id: string; n: number }>(
    `select from_user_id, count(*)::int as n from chat_messages
      where to_user_id = $1 and read_at is null group by from_user_id`,
    [userId],
  );
  return new Map(rows.map((r) => [r.from_user_id, r.n]));
}

export async function markRead(database: Database, userId: string, fromId: string): Promise<void> {
  await database.query(
    'update chat_messages set read_at = now() where to_user_id = $1 and from_user_id = $2 and read_at is null',
    [userId, fromId],
  );
}
