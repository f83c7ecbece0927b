import { useDebouncedValue } from '@mantine/hooks';
import type { PlanAudienceBody, TargetAudience } from '@plano/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const planAudience = (body: PlanAudienceBody, signal?: AbortSignal) =>
  callApi('/plan_audience', body, signal);

/** How long the ids settle before the figures are asked for: typing and panning never wait on them. */
export const FIGURES_DEBOUNCE_MS = 400;

export const planAudienceQuery = (campId: string, invIds: number[], audience: TargetAudience | undefined) =>
  queryOptions({
    // The audience is in the key: the same sites counted for another audience are another question.
    queryKey: ['plan-audience', campId, audience, invIds],
    // TanStack aborts the signal when the key changes before the answer: a stale plan is cancelled.
    queryFn: ({ signal }) => planAudience({ campId, inv_ids: invIds }, signal),
    // The last figures stay, marked as updating, while the next ones are computed.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/**
 * The figures of a plan (impressions, reach, frequency, GRPs with their intervals). `ids` sorted, so
 * the same plan in another order is the same question; `undefined` while the plan is still loading:
 * nothing is asked until the plan and the campaign's audience are known (asking for the empty plan
 * first showed "0 (0–0)" for a plan of sites). The plan's first ids are asked at once; a change to
 * them is asked 400 ms after they stop changing, so typing and panning never wait on the figures.
 */
export function usePlanAudience(
  campId: string,
  ids: number[] | undefined,
  audience: TargetAudience | undefined,
) {
  const [debounced] = useDebouncedValue(ids, FIGURES_DEBOUNCE_MS);
  const settled = debounced ?? ids;
  const query = useQuery({
    ...planAudienceQuery(campId, settled ?? [], audience),
    enabled: !!audience && !!campId && settled !== undefined,
  });
  return { ...query, settling: settled !== ids || query.isFetching };
}
