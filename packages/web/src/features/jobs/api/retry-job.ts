import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { jobKeys } from './keys.ts';

export const retryJob = (id: string) => callApi('/retry_job', { id }).then((r) => r.job);

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    // Settled, not only succeeded: a 409 means someone else retried it, and the list is stale too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
