import type { CampaignDto } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Actor } from '../auth/actor.ts';
import { lockPlanRows, recordHistory, refreshCampaignStatus, requireStatus } from './lifecycle.ts';

/** PostgreSQL's exclusion_violation: two booked rows of one site would overlap in time. */
const EXCLUSION_VIOLATION = '23P01';

/**
 * Approve Bookings: approved sites — and planned ones, for owners that confirm outside Plano
 * (docs/decisions/0009) — become booked in one transaction. The exclusion constraint makes a
 * double booking impossible; a conflict answers 409 naming the sites and the other campaign, and
 * nothing of the call is stored. Refused and still-pending sites cannot be booked (409).
 */
export async function bookSites(
  database: Database,
  actor: Actor,
  camp: CampaignDto,
  siteIds: number[],
): Promise<void> {
  try {
    await database.transaction(async (query) => {
      const rows = await lockPlanRows(query, camp._id, siteIds);
      requireStatus(rows, ['approved', 'planned'], 'booked');
      await query(
        `update plan_rows set status = 'booked', approved_by = $3, approved_at = now()
          where campaign_id = $1 and site_id = any($2::bigint[])`,
        [camp._id, rows.map((r) => r.site_id), actor.id],
      );
      await recordHistory(query, camp._id, rows, 'booked', { id: actor.id, name: actor.name });
      await refreshCampaignStatus(query, camp._id);
    });
  } catch (error) {
    if ((error as { code?: string }).code !== EXCLUSION_VIOLATION) throw error;
    throw new AppError(409, 'double_booking', await conflictMessage(database, camp._id, siteIds));
  }
}

async function conflictMessage(database: Database, campaignId: string, siteIds: number[]): Promise<string> {
  const clashes = await database.query<{ site_code: string; campaign: string }>(
    `select distinct s.site_code, c.name as campaign
       from plan_rows mine
       join plan_rows other on other.site_id = mine.site_id and other.campaign_id <> mine.campaign_id
                           and other.status = 'booked' and other.period && mine.period
       join campaigns c on c.id = other.campaign_id
       join sites s on s.id = mine.site_id
      where mine.campaign_id = $1 and mine.site_id = any($2::bigint[])
      order by s.site_code limit 10`,
    [campaignId, siteIds],
  );
  if (clashes.length === 0)
    return 'These sites were just booked by another campaign for these dates; try again';
  const list = clashes.map((c) => `${c.site_code} (${c.campaign})`).join(', ');
  return `Already booked by another campaign for these dates: ${list}`;
}

/** Remove Sites: rows in any state are deleted (a booked site is released); history keeps them. */
export async function removeSites(
  database: Database,
  actor: Actor,
  camp: CampaignDto,
  siteIds: number[],
): Promise<void> {
  await database.transaction(async (query) => {
    const rows = await lockPlanRows(query, camp._id, siteIds);
    await query('delete from plan_rows where campaign_id = $1 and site_id = any($2::bigint[])', [
      camp._id,
      rows.map((r) => r.site_id),
    ]);
    await recordHistory(query, camp._id, rows, 'removed', { id: actor.id, name: actor.name });
    await refreshCampaignStatus(query, camp._id);
  });
}
