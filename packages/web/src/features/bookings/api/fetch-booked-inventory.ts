import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const fetchBookedInventory = (campId: string, signal?: AbortSignal) =>
  callApi('/fetch_booked_inventory', { campId }, signal).then((r) => r.booked_inventory);

export const bookedInventoryQuery = (campId: string) =>
  queryOptions({
    queryKey: ['booked-inventory', campId],
    queryFn: ({ signal }) => fetchBookedInventory(campId, signal),
  });

/** The plan of a campaign: its sites with status, price and booking period. */
export function useBookedInventory(campId: string) {
  return useQuery(bookedInventoryQuery(campId));
}

/** The ids of the plan's sites (refused ones aside), sorted: what the audience figures count. */
export function usePlanSiteIds(campId: string) {
  return useQuery({
    ...bookedInventoryQuery(campId),
    select: (rows) =>
      rows
        .filter((row) => row.status !== 'rejected')
        .map((row) => row._id)
        .sort((a, b) => a - b),
  });
}
