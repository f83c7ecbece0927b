import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import type { SitesChoiceBody } from '../components/selection/matching-selection.ts';

export interface BookInventoryRequest {
  campId: string;
  /** The sites listed, or the selection of Add All past the map's id limit (issue 22). */
  sites: SitesChoiceBody;
  bookingWithIncreasedBudget: boolean;
  /** The planner was told which sites are booked by another campaign for these dates. */
  addBookedElsewhere: boolean;
}

export const bookInventory = ({
  campId,
  sites,
  bookingWithIncreasedBudget,
  addBookedElsewhere,
}: BookInventoryRequest) =>
  callApi('/v2/book_inventory', {
    selectedInv: [],
    campId,
    ...sites,
    bookingWithIncreasedBudget,
    addBookedElsewhere,
  });

/**
 * Adds the sites to the campaign's plan; a 409 ApiError carries {totalBudget, newBudgetUsed}, or the
 * sites booked by another campaign for these dates ({action: 'add', sites}), in its body.
 */
export function useBookInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookInventory,
    onSuccess: (_data, { campId }) => {
      // The plan, the budget, the suggestions and the campaign lists all changed; they reload
      // when next shown rather than now, as the planner is leaving this screen.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey.includes(campId) || query.queryKey[0] === 'campaigns',
        refetchType: 'none',
      });
    },
    onError: (error, { campId }) => {
      // Refused for the budget: the campaign changed meanwhile, so show it and the budget afresh.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({
          predicate: ({ queryKey }) =>
            queryKey.includes(campId) && (queryKey[0] === 'campaigns' || queryKey[0] === 'planning-budget'),
        });
      }
    },
  });
}
