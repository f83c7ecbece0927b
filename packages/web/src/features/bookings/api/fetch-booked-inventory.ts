import type { PlanMapBody, PlanPageBody } from '@plano/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Which page of the plan the table shows, and in which order. */
export type PlanPageQuery = Required<Pick<PlanPageBody, 'page' | 'limit'>> & Pick<PlanPageBody, 'sort'>;

/**
 * One page of a campaign's plan (its sites with status, price and booking period) and the plan's
 * size. A plan read whole was 26.3 MB at 19,418 sites (decision 0042). The page on screen stays
 * while the next one loads. Every plan query's key starts with ['booked-inventory', campId], so
 * an action or an alert refreshes them all.
 */
export function usePlanPage(campId: string, page: PlanPageQuery) {
  return useQuery({
    queryKey: ['booked-inventory', campId, 'page', page],
    queryFn: ({ signal }) => callApi('/fetch_plan_page', { campId, ...page }, signal),
    placeholderData: keepPreviousData,
  });
}

/** Where Book Inventory's map looks: its bounds and zoom, as the planning map asks for them. */
export type PlanMapView = Required<Pick<PlanMapBody, 'bounds' | 'zoom'>>;

/**
 * The plan's sites on its map (decision 0043): without a view the whole plan, with one the sites in
 * it; as markers, or as the server's clusters past MAX_MAP_MARKERS. The view on screen stays while
 * the next one loads.
 */
export function usePlanMap(campId: string, view: PlanMapView | null, enabled = true) {
  return useQuery({
    queryKey: ['booked-inventory', campId, 'map', view],
    queryFn: ({ signal }) => callApi('/fetch_plan_map', { campId, ...view }, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The ids of every site of the plan, the refused ones too: "select every site" of Book Inventory. */
export const fetchEveryPlanSiteId = (campId: string) =>
  callApi('/fetch_plan_site_ids', { campId, refused: true }).then((r) => r.ids);

/**
 * The ids of the plan's sites (refused ones aside), ascending: what the audience figures count.
 * Only the ids cross the wire: a plan of 19,418 sites is 26.9 MB as rows, 131 KB as ids (decision 0041).
 */
export function usePlanSiteIds(campId: string) {
  return useQuery({
    queryKey: ['plan-site-ids', campId],
    queryFn: ({ signal }) => callApi('/fetch_plan_site_ids', { campId }, signal).then((r) => r.ids),
  });
}
