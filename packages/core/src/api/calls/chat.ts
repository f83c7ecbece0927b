import { z } from 'zod';
import { emptyBody } from '../auth.ts';
import { defineCalls } from '../call.ts';
import {
  chatHistoryBody,
  chatHistoryDto,
  chatReadBody,
  chatUsersDto,
  openChatHistoryBody,
  openChatReadBody,
  openChatUsersBody,
} from '../chat.ts';

const ok = z.object({ ok: z.literal(true) });

/** The chat's HTTP side, signed in or through an approval link: contacts, history, marking read. */
export const chatCalls = defineCalls({
  '/fetch_chat_users': { body: emptyBody, response: { 200: chatUsersDto } },
  '/fetch_open_chat_users': { body: openChatUsersBody, response: { 200: chatUsersDto } },
  '/fetch_chat_messages': { body: chatHistoryBody, response: { 200: chatHistoryDto } },
  '/fetch_open_chat_messages': { body: openChatHistoryBody, response: { 200: chatHistoryDto } },
  '/mark_chat_read': { body: chatReadBody, response: { 200: ok } },
  '/mark_open_chat_read': { body: openChatReadBody, response: { 200: ok } },
});
