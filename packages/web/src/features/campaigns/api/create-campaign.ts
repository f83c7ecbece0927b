import type { CreateCampaignBody } from '@plano/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { campaignKeys } from './keys.ts';

export const createCampaign = (body: CreateCampaignBody) =>
  callApi('/create_campaign', body).then((r) => r.camp);

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
