import baseMapUrls from 'virtual:base-map';
import { queryClient } from '../../../../lib/query-client.ts';
import { mapConfigQuery } from '../../api/fetch-map-config.ts';
import { planningCentreQuery } from '../../api/fetch-planning-centre.ts';

let started = false;

/**
 * What the planning map waits for — MapLibre's code, the map settings and, when the page is opened
 * by its address, where the campaign's map opens — started as soon as the planning page is on its
 * way, so that they travel while the page's own code loads instead of after the map mounts (issue
 * 22: drawn within 2 s). They land in the query cache, where the map card finds them; a failure is
 * the card's query's to report, on its own try.
 */
export function startPlanningMapDownloads(campId?: string): void {
  // The map asks for its sites once it knows where it opens: known before the map exists, that is
  // the moment the map does (~0.3 s sooner at 1,000,000 sites, where the answer came while the
  // page was still busy starting the map).
  if (campId) void queryClient.prefetchQuery(planningCentreQuery(campId));
  if (started) return;
  started = true;
  // react-map-gl imports the same module when the map mounts: it finds it loaded, or on its way.
  void import('maplibre-gl').catch(() => undefined);
  // The built-in base map's files into the HTTP cache (hashed, kept for good), where MapLibre's
  // worker finds them when the map asks: its outlines are drawn before the first sites arrive.
  void queryClient
    .fetchQuery(mapConfigQuery())
    .then(async (config) => {
      if (config.style_url) return;
      await Promise.all(Object.values(baseMapUrls).map((url) => fetch(url).then((r) => r.blob())));
    })
    .catch(() => undefined);
}
