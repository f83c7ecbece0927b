import type { DistrictZonesDto } from '@plano/core';
import { callApi } from '../../../lib/api-client.ts';

/**
 * The map's one download (zones and projected outlines), started by the app's entry as soon as the
 * address is /admin/covid_map, so it travels while the app's code starts instead of after it. Small
 * on purpose: it is in the main bundle. A started download is handed to the first query that asks,
 * then forgotten, so a refetch downloads again.
 */
let zones: Promise<DistrictZonesDto> | null = null;
/** The started download's answer once it is in: the page's first render draws the map from it. */
let arrived: DistrictZonesDto | undefined;

const getZones = (signal?: AbortSignal) => callApi('/fetch_district_zones', {}, signal);

export function startZoneMapDownloads(): void {
  if (zones) return;
  const started = getZones();
  zones = started;
  started.then(
    (answer) => {
      if (zones === started) arrived = answer;
    },
    // A failure is the query's to report; never an unhandled rejection here.
    () => undefined,
  );
}

/** The started download, already answered; undefined while it travels (or when none was started). */
export function takeArrivedZones(): DistrictZonesDto | undefined {
  const answer = arrived;
  if (answer) zones = null;
  arrived = undefined;
  return answer;
}

export function takeZones(signal?: AbortSignal): Promise<DistrictZonesDto> {
  const started = zones;
  zones = null;
  arrived = undefined;
  return started ?? getZones(signal);
}
