import type { CampaignTab } from '@plano/core';

/** Query keys of the campaigns feature; mutations invalidate `all` so every tab reloads. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  list: (type: CampaignTab) => ['campaigns', 'list', type] as const,
  detail: (campId: string) => ['campaigns', 'detail', campId] as const,
};
