import type { SetTargetAudienceBody } from '@plano/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { campaignKeys } from './keys.ts';

/** The planning filters' audience: only the audience of the campaign changes (decision 0029). */
export const setTargetAudience = (body: SetTargetAudienceBody) =>
  callApi('/set_target_audience', body).then((r) => r.camp);

export function useSetTargetAudience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTargetAudience,
    onSuccess: (camp) => queryClient.setQueryData(campaignKeys.detail(camp._id), camp),
  });
}
