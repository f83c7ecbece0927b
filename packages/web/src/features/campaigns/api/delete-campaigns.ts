import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { campaignKeys } from './keys.ts';

export const deleteCampaigns = (campIds: string[]) =>
  callApi('/delete_campaigns', { campIds }).then((r) => r.deleted);

export function useDeleteCampaigns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaigns,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
