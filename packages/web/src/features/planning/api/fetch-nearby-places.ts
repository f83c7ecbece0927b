import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const fetchNearbyPlaces = (campId: string, signal?: AbortSignal) =>
  callApi('/fetch_nearby_places', { campId }, signal).then((r) => r.nearby);

export const nearbyPlacesQuery = (campId: string) =>
  queryOptions({
    queryKey: ['planning-nearby', campId],
    queryFn: ({ signal }) => fetchNearbyPlaces(campId, signal),
    staleTime: 5 * 60_000,
  });

/** The points of interest of the campaign's area, the options of the POI filter. */
export function useNearbyPlaces(campId: string) {
  return useQuery(nearbyPlacesQuery(campId));
}
