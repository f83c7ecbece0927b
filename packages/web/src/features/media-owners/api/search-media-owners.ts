import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** How many owners the chooser lists at once; typing narrows the rest on the server. */
export const CHOICES_PAGE = 20;

/** A page of owners whose name or alias holds `search`, each with its site count. */
export function useMediaOwnerChoices(search: string) {
  return useQuery({
    queryKey: ['media-owners', 'choices', search],
    queryFn: ({ signal }) => callApi('/search_media_owners', { search, limit: CHOICES_PAGE }, signal),
    // The list stays while the next search is on its way, rather than flashing empty.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
