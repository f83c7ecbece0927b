import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchSuggInventoryMap } from './fetch-sugg-inventory-map.ts';

// A viewport with no site in it: the map call then answers only its option lists, cheaply.
const NOWHERE = { ne: { lat: -89.9, lng: -179.9 }, sw: { lat: -89.9, lng: -179.9 } };

export const filterOptionsQuery = (campId: string) =>
  queryOptions({
    queryKey: ['planning-filter-options', campId],
    // The option lists of the filter controls (media owner, class, format, media type…).
    queryFn: ({ signal }) =>
      fetchSuggInventoryMap({ campId, filters: {}, networks: [], bounds: NOWHERE }, signal).then(
        (r) => r.distinctFilters,
      ),
    staleTime: 5 * 60_000,
  });

export function useFilterOptions(campId: string) {
  return useQuery(filterOptionsQuery(campId));
}
