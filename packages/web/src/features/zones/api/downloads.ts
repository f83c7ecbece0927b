import type { DistrictZonesDto } from '@plano/core';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * The map's one download (zones and projected outlines), started by the app's entry as soon as the
 * address is /admin/covid_map, so it travels while the app's code starts instead of after it. Small
 * on purpose: it is in the main bundle. A started download is handed to the first query that asks,
 * then forgotten, so a refetch downloads again.
 */
let zones: Promise<DistrictZonesDto> | null = null;

const getZones = (signal?: AbortSignal) => apiPost<DistrictZonesDto>('/fetch_district_zones', {}, signal);

export function startZoneMapDownloads(): void {
  zones ??= getZones();
  // A failure is the query's to report; never an unhandled rejection here.
  zones.catch(() => undefined);
}

export function takeZones(signal?: AbortSignal): Promise<DistrictZonesDto> {
  const started = zones;
  zones = null;
  return started ?? getZones(signal);
}
