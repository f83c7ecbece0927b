import { POLICIES } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { visibleCampaigns } from '../campaigns/index.ts';
import type { ChatIdentity } from './identity.ts';

export interface Contact {
  id: string;
  name: string;
  company: string;
}

/** Whether agency user `u` sees campaign `c` (the campaigns' visibility rule, in SQL). */
const SEES_CAMPAIGN = `(c.created_by = u.id or c.created_by = any(u.shared_users)
  or exists (select 1 from role_policies rp join policies p on p.id = rp.policy_id
              where rp.role_id = u.role_id and p.name = '${POLICIES.memberManagement}'))`;

const CONTACT_COLUMNS = `u.id, u.name, coalesce(a.name, v.name, '') as company
  from users u left join agencies a on a.id = u.agency_id left join vendors v on v.id = u.vendor_id`;

/**
 * Who the caller may talk to (issue 13): the members of their own agency, or their own media
 * owner's users; and across the two sides only about a campaign that holds the owner's sites and
 * that the agency member can see. The open link reaches only its campaign's people.
 */
export async function contactsOf(database: Database, who: ChatIdentity, only?: string): Promise<Contact[]> {
  // One person's check (every message) reads one row, not the whole list.
  const onlyClause = (n: number) => (only ? `and u.id = $${n}::uuid` : '');
  const onlyParam = only ? [only] : [];
  if (who.kind === 'link') {
    return database.query<Contact>(
      `select ${CONTACT_COLUMNS}, campaigns c
        where c.id = $1 and u.agency_id = c.agency_id and ${SEES_CAMPAIGN} ${onlyClause(2)}
        order by u.name`,
      [who.campaignId, ...onlyParam],
    );
  }
  const { actor } = who;
  if (actor.agencyId) {
    const visible = visibleCampaigns(actor, 3);
    return database.query<Contact>(
      `select ${CONTACT_COLUMNS}
        where u.id <> $1 and (u.agency_id = $2 or u.vendor_id in (
          select s.vendor_id from campaigns c join plan_rows p on p.campaign_id = c.id
            join sites s on s.id = p.site_id where ${visible.where})) ${onlyClause(3 + visible.params.length)}
        order by u.name`,
      [actor.id, actor.agencyId, ...visible.params, ...onlyParam],
    );
  }
  if (actor.vendorId) {
    return database.query<Contact>(
      `select ${CONTACT_COLUMNS}
        where u.id <> $1 and (u.vendor_id = $2 or (u.agency_id is not null and exists (
          select 1 from campaigns c join plan_rows p on p.campaign_id = c.id join sites s on s.id = p.site_id
           where s.vendor_id = $2 and c.agency_id = u.agency_id and ${SEES_CAMPAIGN}))) ${onlyClause(3)}
        order by u.name`,
      [actor.id, actor.vendorId, ...onlyParam],
    );
  }
  return [];
}

export async function mayTalk(database: Database, who: ChatIdentity, otherId: string): Promise<boolean> {
  return (await contactsOf(database, who, otherId)).length > 0;
}
