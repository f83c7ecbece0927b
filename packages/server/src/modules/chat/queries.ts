import { type ChatMessageDto, POLICIES } from '@plano/core';
import type { chatMessages, users, vendors } from '../../db/schema.ts';
import { type Query, query, type RowOf, type SQL, sql } from '../../db/sql.ts';
import type { Actor } from '../auth/index.ts';
import { visibleCampaigns } from '../campaigns/index.ts';

/** A message as the conversation shows it. */
const MESSAGE_COLUMNS = sql`id as "_id", username, from_user_id::text as uid, to_user_id::text as "to", message,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

export const insertMessage = (from: string, to: string, username: string, text: string) =>
  query<ChatMessageDto>(sql`insert into chat_messages (from_user_id, to_user_id, username, message)
    values (${from}, ${to}, ${username}, ${JSON.stringify({ type: 'text', text })}::jsonb)
    returning ${MESSAGE_COLUMNS}`);

/** One page (`limit` rows) of a conversation, newest first, ending before message `before` if given. */
export const conversationPage = (who: string, other: string, before: string | null, limit: number) =>
  query<ChatMessageDto>(sql`select ${MESSAGE_COLUMNS} from chat_messages m
    where ((from_user_id = ${who} and to_user_id = ${other}) or (from_user_id = ${other} and to_user_id = ${who}))
      and (${before}::uuid is null
           or (created_at, id) < (select created_at, id from chat_messages where id = ${before}::uuid))
    order by created_at desc, id desc limit ${limit}`);

export const unreadCounts = (userId: string) =>
  query<Pick<RowOf<typeof chatMessages>, 'from_user_id'> & { n: number }>(sql`select from_user_id,
      count(*)::int as n
    from chat_messages where to_user_id = ${userId} and read_at is null group by from_user_id`);

export const markConversationRead = (userId: string, fromId: string) =>
  query(sql`update chat_messages set read_at = now()
    where to_user_id = ${userId} and from_user_id = ${fromId} and read_at is null`);

/** The owner user behind an approval link, while the campaign still holds some of the owner's sites. */
export const linkOwner = (userId: string, campaignId: string) =>
  query<Pick<RowOf<typeof users>, 'vendor_id'> & Pick<RowOf<typeof vendors>, 'name'>>(sql`select
      u.vendor_id, v.name
    from users u join vendors v on v.id = u.vendor_id
    where u.id = ${userId}
      and exists (select 1 from plan_rows p join sites s on s.id = p.site_id
                   where p.campaign_id = ${campaignId} and s.vendor_id = u.vendor_id)`);

export type Contact = Pick<RowOf<typeof users>, 'id' | 'name'> & { company: string };

/** Whether agency user `u` sees campaign `c` (the campaigns' visibility rule, for any member `u`). */
const SEES_CAMPAIGN = sql`(c.created_by = u.id or c.created_by = any(u.shared_users)
  or exists (select 1 from role_policies rp join policies p on p.id = rp.policy_id
              where rp.role_id = u.role_id and p.name = ${POLICIES.memberManagement}))`;

const CONTACTS_FROM = sql`select u.id, u.name, coalesce(a.name, v.name, '') as company
  from users u left join agencies a on a.id = u.agency_id left join vendors v on v.id = u.vendor_id`;

/** One person's check (every message) reads one row, not the whole list. */
const onlyUser = (only?: string): SQL => (only ? sql`and u.id = ${only}::uuid` : sql``);

/** The open approval link reaches only its campaign's people. */
export const contactsOfLink = (campaignId: string, only?: string): Query<Contact> =>
  query(sql`${CONTACTS_FROM}, campaigns c
    where c.id = ${campaignId} and u.agency_id = c.agency_id and ${SEES_CAMPAIGN} ${onlyUser(only)}
    order by u.name`);

/** An agency member: their agency, and the users of the owners whose sites their visible campaigns hold. */
export const contactsOfAgencyMember = (actor: Actor & { agencyId: string }, only?: string): Query<Contact> =>
  query(sql`${CONTACTS_FROM}
    where u.id <> ${actor.id} and (u.agency_id = ${actor.agencyId} or u.vendor_id in (
      select s.vendor_id from campaigns c join plan_rows p on p.campaign_id = c.id
        join sites s on s.id = p.site_id where ${visibleCampaigns(actor)})) ${onlyUser(only)}
    order by u.name`);

/** An owner's user: their owner, and the agency members who see a campaign holding the owner's sites. */
export const contactsOfOwnerUser = (actor: Actor & { vendorId: string }, only?: string): Query<Contact> =>
  query(sql`${CONTACTS_FROM}
    where u.id <> ${actor.id} and (u.vendor_id = ${actor.vendorId} or (u.agency_id is not null and exists (
      select 1 from campaigns c join plan_rows p on p.campaign_id = c.id join sites s on s.id = p.site_id
       where s.vendor_id = ${actor.vendorId} and c.agency_id = u.agency_id and ${SEES_CAMPAIGN})))
      ${onlyUser(only)}
    order by u.name`);
