import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** Sends the campaign's booked sites to the audit tool; the campaign is then marked as created there. */
export function useMakeLocaudit(campId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<{ msg: string; sites: number }>('/make_locaudit_camp', { campId }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['campaigns'] }),
  });
}
