import { apiPost } from '../../../lib/api-client.ts';

/** Which of these sites the campaign may still plan (a kept selection is checked once on return). */
export const fetchSelectableSites = (campId: string, invIds: number[], signal?: AbortSignal) =>
  apiPost<{ inv_ids: number[] }>('/selectable_sites', { campId, inv_ids: invIds }, signal).then(
    (r) => r.inv_ids,
  );
