import { useQuery } from '@tanstack/react-query';
import { planningAreaQuery } from './fetch-planning-area.ts';

/**
 * The option lists of the filter controls (media owner, class, format, media type…): the campaign
 * area's, from the same call (and cache) that says where the map opens.
 */
export function useFilterOptions(campId: string) {
  return useQuery({ ...planningAreaQuery(campId), select: (area) => area.distinctFilters });
}
