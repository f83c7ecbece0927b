import type { budgetBody, planSelection } from '@plano/core';
import type { z } from 'zod';

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
