import type { CampaignDto, PlanSiteIssueDto } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Actor } from '../auth/index.ts';
import { bookedElsewhere } from './booked-elsewhere.ts';
import { lockPlanRows, recordHistory, refreshCampaignStatus, refusal, statusIssues } from './lifecycle.ts';
import { deletePlanRows, lockSitesOf, markBooked } from './queries.ts';

/**
 * Errors another booking can cause mid-way, which a new attempt resolves: exclusion_violation (two
 * booked rows of one site would overlap in time) and deadlock_detected (a site lock taken while an
 * import holds it and waits on ours).
 */
const RETRIED = new Set(['23P01', '40P01']);
/** A booking that lands between our check and our write is seen by the next attempt. */
const ATTEMPTS = 3;

export interface BookingOutcome {
  booked: number[];
  notBooked: PlanSiteIssueDto[];
}

/**
 * Approve Bookings: approved sites — and planned ones, for owners that confirm outside Plano
 * (docs/decisions/0009) — become booked in one transaction. It books what it can and names what it
 * could not: sites whose status forbids it (Awaiting owner, Refused, already Booked) and sites
 * another campaign has booked for overlapping dates (decision 0021). When nothing can be booked it
 * answers 409 naming them all. The sites are locked before the check, so bookings of one site take
 * turns; the exclusion constraint still makes a double booking impossible, and a booking it (or a
 * deadlock) stops is rolled back and tried again, and then sees what stopped it.
 */
export async function bookSites(
  database: Database,
  actor: Actor,
  camp: CampaignDto,
  siteIds: number[],
): Promise<BookingOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await bookOnce(database, actor, camp, siteIds);
    } catch (error) {
      if (!RETRIED.has((error as { code?: string }).code ?? '')) throw error;
      if (attempt >= ATTEMPTS) {
        throw new AppError(
          409,
          'double_booking',
          'These sites were just booked by another campaign for these dates; try again',
        );
      }
    }
  }
}

async function bookOnce(
  database: Database,
  actor: Actor,
  camp: CampaignDto,
  siteIds: number[],
): Promise<BookingOutcome> {
  return database.transaction(async (query) => {
    const rows = await lockPlanRows(query, camp._id, siteIds);
    const byStatus = statusIssues(rows, ['approved', 'planned']);
    const refusedIds = new Set(byStatus.map((i) => i.site_id));
    const allowedIds = rows.filter((r) => !refusedIds.has(r.site_id)).map((r) => r.site_id);
    // Another booking of these sites finishes first: the check below then sees it.
    await query(lockSitesOf(allowedIds));
    const elsewhere = await bookedElsewhere(query, camp._id, allowedIds, actor.agencyId);
    const notBooked = [...byStatus, ...elsewhere];
    for (const issue of elsewhere) refusedIds.add(issue.site_id);
    const bookable = rows.filter((r) => !refusedIds.has(r.site_id));
    if (bookable.length === 0) throw refusal('book', notBooked);
    await query(
      markBooked(
        camp._id,
        bookable.map((r) => r.site_id),
        actor.id,
      ),
    );
    await recordHistory(query, camp._id, bookable, 'booked', { id: actor.id, name: actor.name });
    await refreshCampaignStatus(query, camp._id);
    return { booked: bookable.map((r) => r.site_id), notBooked };
  });
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
    await query(
      deletePlanRows(
        camp._id,
        rows.map((r) => r.site_id),
      ),
    );
    await recordHistory(query, camp._id, rows, 'removed', { id: actor.id, name: actor.name });
    await refreshCampaignStatus(query, camp._id);
  });
}
