import type { DistinctFiltersBody } from '@plano/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const fetchDistinctFilters = (body: DistinctFiltersBody, signal?: AbortSignal) =>
  callApi('/v2/fetch_distinct_filters', body, signal).then((r) => r.result);

// Regions and communes change with a data load, not while someone fills a form.
const staleTime = 60 * 60_000;

export const statesQuery = () =>
  queryOptions({
    queryKey: ['distinct-filters', 'state'],
    queryFn: ({ signal }) => fetchDistinctFilters({ fields: ['state'] }, signal).then((r) => r.state ?? []),
    staleTime,
  });

/** The communes of the chosen regions (SPEC §7: asked again with `state: {$in}` when states change). */
export function useCityOptions(states: string[]) {
  return useQuery<string[]>({
    queryKey: ['distinct-filters', 'city', [...states].sort()],
    queryFn: ({ signal }) =>
      fetchDistinctFilters({ fields: ['city'], query: { state: { $in: states } } }, signal).then(
        (r) => r.city ?? [],
      ),
    staleTime,
    enabled: states.length > 0,
    // The previous communes stay listed while the new ones load.
    placeholderData: (previous) => previous,
  });
}

export const useStateOptions = () => useQuery(statesQuery());
