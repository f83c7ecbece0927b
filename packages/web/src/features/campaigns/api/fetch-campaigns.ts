import type { CampaignTab } from '@plano/core';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { campaignKeys } from './keys.ts';

export const fetchCampaigns = (type: CampaignTab, signal?: AbortSignal) =>
  callApi('/fetch_campaigns', { type }, signal).then((r) => r.camps);

export const campaignsQuery = (type: CampaignTab) =>
  queryOptions({
    queryKey: campaignKeys.list(type),
    queryFn: ({ signal }) => fetchCampaigns(type, signal),
  });
