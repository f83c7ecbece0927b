import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export interface PlatformLogin {
  email: string;
  password: string;
}

/** Planner side: the campaign's booked Digital sites as a list on the platform. */
export function useCreateScreenoList(campId: string) {
  return useMutation({
    mutationFn: (login: PlatformLogin) => callApi('/createScreenoList', { campId, screenoCred: login }),
  });
}

/** Inventory side: a media owner's own Digital sites. */
export function useSyncListToScreeno() {
  return useMutation({
    mutationFn: ({ siteIds, ...login }: PlatformLogin & { siteIds: number[] }) =>
      callApi('/syncListToScreeno', { vendor_inventory: siteIds, ...login }),
  });
}
