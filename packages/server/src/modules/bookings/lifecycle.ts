import { type PlanAction, type PlanRowStatus, type PlanSiteIssueDto, planIssuesMessage } from '@plano/core';
import type { QueryFn } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/http/errors.ts';

/** Who made a change: a signed-in user, or a media owner acting through its link. */
export interface ChangeActor {
  id: string | null;
  name: string;
}

export interface LockedRow {
  site_id: number;
  site_code: string;
  status: PlanRowStatus;
  vendor_id: string;
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
  const rows = await query<LockedRow>(
    `select pr.site_id::float8 as site_id, s.site_code, pr.status, s.vendor_id
       from plan_rows pr join sites s on s.id = pr.site_id
      where pr.campaign_id = $1 and pr.site_id = any($2::bigint[])
      order by pr.site_id
      for update of pr`,
    [campaignId, siteIds],
  );
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
  await query(
    `insert into plan_history (campaign_id, site_id, site_code, from_status, to_status, actor_id, actor_name)
     select $1, u.site_id, u.site_code, u.from_status, $5, $6, $7
       from unnest($2::bigint[], $3::text[], $4::text[]) as u(site_id, site_code, from_status)`,
    [
      campaignId,
      rows.map((r) => r.site_id),
      rows.map((r) => r.site_code),
      rows.map((r) => r.status),
      to,
      actor.id,
      actor.name,
    ],
  );
}

/** pending with no plan rows, awaiting (Planned) while none is booked, booked once any is. */
export async function refreshCampaignStatus(query: QueryFn, campaignId: string): Promise<void> {
  await query(
    `update campaigns c set edited_at = now(), status = case
        when exists (select 1 from plan_rows where campaign_id = c.id and status = 'booked') then 'booked'
        when exists (select 1 from plan_rows where campaign_id = c.id) then 'awaiting'
        else 'pending' end
      where c.id = $1`,
    [campaignId],
  );
}
