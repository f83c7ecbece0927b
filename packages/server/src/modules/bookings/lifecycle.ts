import { type PlanAction, type PlanRowStatus, type PlanSiteIssueDto, planIssuesMessage } from '@plano/core';
import type { QueryFn } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/http/errors.ts';
import { insertHistory, type LockedRow, lockPlanRowsOf, refreshStatusOf } from './queries.ts';

/** Who made a change: a signed-in user, or a media owner acting through its link. */
export interface ChangeActor {
  id: string | null;
  name: string;
}

/** Site codes for a message: the first ten, then a count. */
export function codes(rows: { site_code: string }[]): string {
  const shown = rows.slice(0, 10).map((r) => r.site_code);
  return rows.length > 10 ? `${shown.join(', ')} and ${rows.length - 10} more` : shown.join(', ');
}

/**
 * Locks the plan rows of these sites (one transaction at a time changes them) and checks they are
 * all in the plan; an id that is not answers 400 naming it, and nothing changes.
 */
export async function lockPlanRows(
  query: QueryFn,
  campaignId: string,
  siteIds: number[],
): Promise<LockedRow[]> {
  const rows = await query(lockPlanRowsOf(campaignId, siteIds));
  const found = new Set(rows.map((r) => r.site_id));
  const missing = [...new Set(siteIds)].filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw badRequest(`These sites are not in this plan: ${missing.slice(0, 10).join(', ')}`);
  }
  return rows;
}

/** The rows whose status does not allow the change, as issues a message can name. */
export function statusIssues(rows: LockedRow[], allowed: PlanRowStatus[]): PlanSiteIssueDto[] {
  return rows
    .filter((r) => !allowed.includes(r.status))
    .map((r) => ({
      site_id: r.site_id,
      site_code: r.site_code,
      reason: 'status' as const,
      status: r.status,
      campaign: null,
    }));
}

/**
 * 409 naming the sites a change cannot take, in the screen's words (Awaiting owner, Refused…), with
 * `action` and `sites` beside the error so a client can say it in its reader's language.
 */
export function refusal(action: PlanAction, issues: PlanSiteIssueDto[]): AppError {
  const code = issues.every((i) => i.reason === 'booked_elsewhere') ? 'booked_elsewhere' : 'conflict';
  return new AppError(409, code, planIssuesMessage(action, issues), undefined, { action, sites: issues });
}

/** 409 naming the rows whose status does not allow the change; nothing is written. */
export function requireStatus(rows: LockedRow[], allowed: PlanRowStatus[], action: PlanAction): void {
  const issues = statusIssues(rows, allowed);
  if (issues.length > 0) throw refusal(action, issues);
}

/** One history row per changed site (nothing ever deletes these). */
export async function recordHistory(
  query: QueryFn,
  campaignId: string,
  rows: { site_id: number; site_code: string; status: string | null }[],
  to: string,
  actor: ChangeActor,
): Promise<void> {
  if (rows.length === 0) return;
  await query(insertHistory(campaignId, rows, to, actor));
}

/** pending with no plan rows, awaiting (Planned) while none is booked, booked once any is. */
export async function refreshCampaignStatus(query: QueryFn, campaignId: string): Promise<void> {
  await query(refreshStatusOf(campaignId));
}
