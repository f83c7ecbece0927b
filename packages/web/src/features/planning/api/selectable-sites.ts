import { callApi } from '../../../lib/api-client.ts';
import type { SitesChoiceBody } from '../components/selection/matching-selection.ts';

/**
 * Which of these sites the campaign may still plan (a kept selection is checked once on return):
 * listed ids come back as the ids still selectable, a selection as how many it now holds.
 */
export const fetchSelectableSites = (campId: string, sites: SitesChoiceBody, signal?: AbortSignal) =>
  callApi('/selectable_sites', { campId, ...sites }, signal);
