import type { AlertDto } from '@plano/core';
import type { alerts, campaigns, sites } from '../../db/schema.ts';
import { asArray, query, type RowOf, sql } from '../../db/sql.ts';
import type { NewAlert } from './alerts.ts';

/** An alert as the bell shows it. */
const ALERT_COLUMNS = sql`id as "_id", kind, message, params, link, read_at is not null as read,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

/** The same alert for each user; answers each with its user. */
export const insertAlerts = (userIds: string[], alert: NewAlert) =>
  query<
    AlertDto & Pick<RowOf<typeof alerts>, 'user_id'>
  >(sql`insert into alerts (user_id, kind, message, params, link)
     select unnest(${asArray(userIds)}::uuid[]), ${alert.kind}, ${alert.message}, ${JSON.stringify(alert.params)}::jsonb,
            ${alert.link ?? null}
     returning user_id, ${ALERT_COLUMNS}`);

/** The user's latest 50 alerts, newest first. */
export const latestAlerts = (userId: string) =>
  query<AlertDto>(sql`select ${ALERT_COLUMNS} from alerts where user_id = ${userId}
    order by created_at desc, id desc limit 50`);

export const unreadAlertCount = (userId: string) =>
  query<{ n: number }>(
    sql`select count(*)::int as n from alerts where user_id = ${userId} and read_at is null`,
  );

/** Marks the user's unread alerts read: those of `ids`, or all when none are given. */
export const markRead = (userId: string, ids: string[] | null) =>
  query(sql`update alerts set read_at = now()
      where user_id = ${userId} and read_at is null
        and (${ids ? asArray(ids) : null}::uuid[] is null or id = any(${ids ? asArray(ids) : null}::uuid[]))`);

/** A campaign's name and creator, whom its alerts reach. */
export const campaignCreator = (campaignId: string) =>
  query<Pick<RowOf<typeof campaigns>, 'name' | 'created_by'>>(sql`select name, created_by from campaigns
    where id = ${campaignId}`);

/** The owners of these sites: each with its users and how many of the sites are its. */
export const ownersOfSites = (siteIds: number[]) =>
  query<Pick<RowOf<typeof sites>, 'vendor_id'> & { user_ids: string[]; n: number }>(sql`select s.vendor_id,
      array_agg(distinct u.id) as user_ids, count(distinct s.id)::int as n
       from sites s join users u on u.vendor_id = s.vendor_id
      where s.id = any(${asArray(siteIds)}::bigint[]) group by s.vendor_id`);
