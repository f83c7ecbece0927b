import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { campaignKeys } from './keys.ts';

export const fetchCampDetails = (campId: string, signal?: AbortSignal) =>
  callApi('/fetch_camp_details', { campId }, signal).then((r) => r.camp);

export const campDetailsQuery = (campId: string) =>
  queryOptions({
    queryKey: campaignKeys.detail(campId),
    queryFn: ({ signal }) => fetchCampDetails(campId, signal),
  });

export function useCampDetails(campId: string) {
  return useQuery(campDetailsQuery(campId));
}
