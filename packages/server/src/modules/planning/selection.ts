import type { budgetBody, planSelection } from '@plano/core';
import type { z } from 'zod';
import type { CampaignScope } from './campaign-scope.ts';
import { siteScope } from './site-scope.ts';
import type { SqlParams } from './sql-params.ts';

/**
 * The sites a call is about: listed by id, or described by the map's selection (issue 22, Add All
 * past MAX_MAP_IDS) less the sites the planner unticked afterwards.
 */
export type SitesChoice =
  | { ids: number[] }
  | { selection: z.output<typeof planSelection>; excludeIds: number[] };

/** The body's `inv_ids` or `selection` (the schema lets exactly one through). */
export function sitesChoiceOf(body: z.output<typeof budgetBody>): SitesChoice {
  if (body.selection) return { selection: body.selection, excludeIds: body.exclude_ids ?? [] };
  return { ids: body.inv_ids ?? [] };
}

/**
 * The WHERE clause (on alias `s`) of the sites a selection names for the campaign: the very scope
 * of the map's count (siteScope: enabled, in its places and media type, matching the filters and
 * the bounds, not yet in its plan), less the excluded ids. Stays SQL, so a selection of a million
 * sites is resolved where they are (insert … select, sum …) and never listed in Node.
 */
export function selectionWhere(
  p: SqlParams,
  camp: CampaignScope,
  { selection, excludeIds }: Extract<SitesChoice, { selection: unknown }>,
): string {
  const where = siteScope(p, camp, selection.filters, { bounds: selection.bounds });
  if (excludeIds.length === 0) return where;
  // `not in (select unnest …)` is a hashed sub-plan: one probe per site, however many are excluded.
  return `${where}\n    and s.id not in (select unnest(${p.add(excludeIds, '::bigint[]')}))`;
}
