import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Sends the campaign's booked sites to the audit tool; the campaign is then marked as created there. */
export function useMakeLocaudit(campId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('/make_locaudit_camp', { campId }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['campaigns'] }),
  });
}
