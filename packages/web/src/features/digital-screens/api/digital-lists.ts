import type { ScreenoDto } from '@plano/core';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export interface PlatformLogin {
  email: string;
  password: string;
}

/** Planner side: the campaign's booked Digital sites as a list on the platform. */
export function useCreateScreenoList(campId: string) {
  return useMutation({
    mutationFn: (login: PlatformLogin) =>
      apiPost<ScreenoDto>('/createScreenoList', { campId, screenoCred: login }),
  });
}

/** Inventory side: a media owner's own Digital sites. */
export function useSyncListToScreeno() {
  return useMutation({
    mutationFn: ({ siteIds, ...login }: PlatformLogin & { siteIds: number[] }) =>
      apiPost<ScreenoDto>('/syncListToScreeno', { vendor_inventory: siteIds, ...login }),
  });
}
