import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { FIGURES_DEBOUNCE_MS } from './plan-audience.ts';

export interface SiteAudienceRequest {
  campId: string;
  siteId: number;
  /** The current plan (planned and selected sites): the site's added reach is counted beside it. */
  inv_ids: number[];
}

export const siteAudience = (body: SiteAudienceRequest, signal?: AbortSignal) =>
  callApi('/site_audience', body, signal);

/** One site beside the current plan, for the site panel; asked once the plan's ids settle. */
export function useSiteAudience(
  campId: string,
  siteId: number | null,
  planIds: number[],
  audienceKey: unknown,
) {
  const [settled] = useDebouncedValue(planIds, FIGURES_DEBOUNCE_MS);
  return useQuery({
    queryKey: ['site-audience', campId, audienceKey, siteId, settled],
    queryFn: ({ signal }) => siteAudience({ campId, siteId: siteId as number, inv_ids: settled }, signal),
    enabled: siteId !== null && audienceKey !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
