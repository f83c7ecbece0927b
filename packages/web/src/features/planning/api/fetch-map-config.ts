import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const fetchMapConfig = (signal?: AbortSignal) => callApi('/fetch_map_config', {}, signal);

export const mapConfigQuery = () =>
  queryOptions({
    queryKey: ['map-config'],
    queryFn: ({ signal }) => fetchMapConfig(signal),
    // Set by the server's environment: it does not change while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Which base map to draw: an online style when the server has MAP_STYLE_URL, else the built-in one. */
export function useMapConfig() {
  return useQuery(mapConfigQuery());
}
