import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const fetchNetworks = (campId: string, signal?: AbortSignal) =>
  callApi('/fetch_networks', { campId }, signal).then((r) => r.networks);

export const networksQuery = (campId: string) =>
  queryOptions({
    queryKey: ['planning-networks', campId],
    queryFn: ({ signal }) => fetchNetworks(campId, signal),
    staleTime: 5 * 60_000,
  });

export function useNetworks(campId: string) {
  return useQuery(networksQuery(campId));
}
