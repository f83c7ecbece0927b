import type { UpdateCampaignData } from '@plano/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { campaignKeys } from './keys.ts';

export const updateCampaign = (input: { campId: string; data: UpdateCampaignData }) =>
  callApi('/update_campaign', input).then((r) => r.camp);

export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    onSuccess: (camp) => {
      queryClient.setQueryData(campaignKeys.detail(camp._id), camp);
      return queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    },
  });
}
