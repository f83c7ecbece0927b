import { queryOptions, useQuery } from '@tanstack/react-query';
import { takeArrivedZones, takeZones } from './downloads.ts';

/** POST /api/fetch_district_zones (already under way when the route was opened). */
export const fetchDistrictZones = (signal?: AbortSignal) => takeZones(signal);

/** Static 2020 data: fetched once per visit. */
export const districtZonesQuery = () =>
  queryOptions({
    queryKey: ['district-zones'],
    queryFn: ({ signal }) => fetchDistrictZones(signal),
    // Arrived before the page rendered: drawn in its first render, with no loading pass.
    initialData: takeArrivedZones,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Each district shape's zone, the legend counts, the dates and the source. */
export function useDistrictZones() {
  return useQuery(districtZonesQuery());
}
