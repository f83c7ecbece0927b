import baseMapUrls from 'virtual:base-map';
import { queryClient } from '../../../../lib/query-client.ts';
import { mapConfigQuery } from '../../api/fetch-map-config.ts';

let started = false;

/**
 * What the planning map waits for — MapLibre's code and the map settings — started as soon as the
 * planning page is on its way, so that they travel while the page's own code loads instead of
 * after the map mounts (issue 22: drawn within 2 s). The settings land in the query cache, where
 * the map card finds them; a failure is the card's query's to report, on its own try.
 */
export function startPlanningMapDownloads(): void {
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
