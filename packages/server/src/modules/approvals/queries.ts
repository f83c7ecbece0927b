import type { campaigns, users, vendors } from '../../db/schema.ts';
import { asArray, query, type RowOf, sql } from '../../db/sql.ts';

/** The owner (if any) of the user an approval link names. */
export const ownerOfUser = (userId: string) =>
  query<
    Pick<RowOf<typeof users>, 'vendor_id'> & Pick<RowOf<typeof vendors>, 'name'>
  >(sql`select u.vendor_id, v.name
    from users u left join vendors v on v.id = u.vendor_id where u.id = ${userId}`);

/** A campaign as the approval screen names it. */
export type LinkCampaign = Pick<RowOf<typeof campaigns>, 'name' | 'brand' | 'start_date' | 'end_date'> & {
  _id: string;
};

export const linkCampaign = (campaignId: string) =>
  query<LinkCampaign>(sql`select id as "_id", name, brand, start_date::text as start_date, end_date::text as end_date
       from campaigns where id = ${campaignId}`);

/** The owner's decision on these plan rows: their status, who decided and when. */
export const recordOwnerDecision = (
  campaignId: string,
  siteIds: number[],
  to: 'approved' | 'rejected',
  userId: string,
) =>
  query(sql`update plan_rows set status = ${to}, owner_decided_by = ${userId}, owner_decided_at = now()
        where campaign_id = ${campaignId} and site_id = any(${asArray(siteIds)}::bigint[])`);
