import type { SiteDto } from '@plano/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export const fetchSiteDetails = (campId: string, siteId: number, signal?: AbortSignal) =>
  apiPost<{ site: SiteDto }>('/v2/fetch_site_details', { campId, siteId }, signal).then((r) => r.site);

export const siteDetailsQuery = (campId: string, siteId: number) =>
  queryOptions({
    queryKey: ['site-details', campId, siteId],
    queryFn: ({ signal }) => fetchSiteDetails(campId, siteId, signal),
    staleTime: 60_000,
  });

/** Everything the site panel shows; idle until a site is chosen. */
export function useSiteDetails(campId: string, siteId: number | null) {
  return useQuery({ ...siteDetailsQuery(campId, siteId ?? 0), enabled: siteId !== null });
}
