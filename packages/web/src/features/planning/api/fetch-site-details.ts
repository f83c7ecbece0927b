import type { SiteDto } from '@plano/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** A site as its panel shows it, and whether another campaign has booked it for this campaign's dates. */
export type SiteDetails = SiteDto & { booked_elsewhere: boolean };

export const fetchSiteDetails = (campId: string, siteId: number, signal?: AbortSignal) =>
  callApi('/v2/fetch_site_details', { campId, siteId }, signal).then(
    (r): SiteDetails => ({ ...r.site, booked_elsewhere: r.booked_elsewhere }),
  );

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
