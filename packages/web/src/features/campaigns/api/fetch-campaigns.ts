import type { CampaignDto, CampaignTab } from '@plano/core';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { campaignKeys } from './keys.ts';

export const fetchCampaigns = (type: CampaignTab, signal?: AbortSignal) =>
  apiPost<{ camps: CampaignDto[] }>('/fetch_campaigns', { type }, signal).then((r) => r.camps);

export const campaignsQuery = (type: CampaignTab) =>
  queryOptions({
    queryKey: campaignKeys.list(type),
    queryFn: ({ signal }) => fetchCampaigns(type, signal),
  });
