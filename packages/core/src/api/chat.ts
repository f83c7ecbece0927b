import { z } from 'zod';
import { approvalLinkToken, plainText } from '../validation/fields.ts';
import { formatMessage } from '../validation/messages.ts';

/** Chat texts are at most this long (issue 13); longer ones are refused, not cut. */
export const CHAT_TEXT_MAX = 2000;
/** SPEC §5: Enter on an empty message. */
export const CHAT_EMPTY = 'Please enter a message';
/** SPEC §5: a guest joins the chat without a name. */
export const CHAT_NO_USERNAME = 'Please provide a username';
/** Messages per user in the rate-limit window, and the window. */
export const CHAT_RATE = { messages: 20, windowMs: 10_000 } as const;
/** Messages per page of history. */
export const CHAT_PAGE = 50;

const userId = (field: string) => z.uuid({ error: formatMessage('invalidId', { field }) });
const linkToken = approvalLinkToken();

/** SPEC §3: a chat message as sent `{username, uid, message: {type, text}, to}`. */
export const chatMessageInput = z.object({
  to: userId('To'),
  message: z.object({
    type: z.literal('text', { error: formatMessage('invalidOption', { field: 'Type' }) }),
    text: plainText('Message', CHAT_TEXT_MAX).refine((v) => v.length > 0, CHAT_EMPTY),
  }),
  // The sender's name and id come from their credential; these are accepted and ignored.
  username: z.string().max(200).optional(),
  uid: z.string().max(100).optional(),
});
export type ChatMessageInput = z.infer<typeof chatMessageInput>;

export const chatMessageDto = z.object({
  _id: z.string(),
  username: z.string(),
  uid: z.string(),
  to: z.string(),
  message: z.object({ type: z.literal('text'), text: z.string() }),
  created_at: z.string(),
});
export type ChatMessageDto = z.infer<typeof chatMessageDto>;

export const chatUserDto = z.object({
  _id: z.string(),
  name: z.string(),
  /** Where they belong: the agency or the media owner. */
  company: z.string(),
  online: z.boolean(),
  unread: z.number(),
});
export type ChatUserDto = z.infer<typeof chatUserDto>;
export const chatUsersDto = z.object({ users: z.array(chatUserDto) });

export const chatHistoryBody = z.object({
  with: userId('With'),
  /** The `_id` of the oldest message shown: the page before it. */
  before: userId('Before').optional(),
});
export type ChatHistoryBody = z.infer<typeof chatHistoryBody>;
export const chatHistoryDto = z.object({ messages: z.array(chatMessageDto), more: z.boolean() });

export const chatReadBody = z.object({ with: userId('With') });

/** The open approval page speaks with its link's token. */
export const openChatUsersBody = z.object({ token: linkToken });
export const openChatHistoryBody = chatHistoryBody.extend({ token: linkToken });
export const openChatReadBody = chatReadBody.extend({ token: linkToken });

// Alerts (the bell).
export const ALERT_KINDS = [
  'owner_decision',
  'booking_completed',
  'deck_ready',
  'deck_failed',
  'inventory_import',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const alertDto = z.object({
  _id: z.string(),
  kind: z.enum(ALERT_KINDS),
  message: z.string(),
  /** Where the alert leads, e.g. the campaign's Book Inventory page. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type AlertDto = z.infer<typeof alertDto>;
export const alertsDto = z.object({ alerts: z.array(alertDto), unread: z.number() });
export const markAlertsReadBody = z.object({
  ids: z
    .array(z.uuid({ error: formatMessage('invalidId', { field: 'Alerts' }) }))
    .max(500)
    .optional(),
});
