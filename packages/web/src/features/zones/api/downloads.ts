import { type DistrictZonesDto, INDIA_DISTRICTS_FILE } from '@plano/core';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * The map's two downloads, started as soon as the route is chosen (router.tsx), beside the page's
 * own code chunk and the layout's user check instead of after them. Small on purpose: it is in the
 * main bundle. Each started download is handed to the first query that asks, then forgotten, so a
 * refetch downloads again.
 */
let topology: Promise<unknown> | null = null;
let zones: Promise<DistrictZonesDto> | null = null;

async function getTopology(signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(`/geodata/${INDIA_DISTRICTS_FILE}`, { signal });
  if (!response.ok) throw new Error(`${INDIA_DISTRICTS_FILE}: ${response.status}`);
  return response.json();
}

const getZones = (signal?: AbortSignal) => apiPost<DistrictZonesDto>('/fetch_district_zones', {}, signal);

export function startZoneMapDownloads(): void {
  topology ??= getTopology();
  zones ??= getZones();
  // A failure is the query's to report; never an unhandled rejection here.
  topology.catch(() => undefined);
  zones.catch(() => undefined);
}

export function takeTopology(signal?: AbortSignal): Promise<unknown> {
  const started = topology;
  topology = null;
  return started ?? getTopology(signal);
}

export function takeZones(signal?: AbortSignal): Promise<DistrictZonesDto> {
  const started = zones;
  zones = null;
  return started ?? getZones(signal);
}
