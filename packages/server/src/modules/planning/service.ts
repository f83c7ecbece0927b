import {
  type Bounds,
  MAX_MAP_IDS,
  MAX_MAP_MARKERS,
  type NearbyPlaceDto,
  type PlanningFilters,
} from '@plano/core';
import type { Database } from '../../db/client.ts';
import { areaCache } from './area-cache.ts';
import type { CampaignScope } from './campaign-scope.ts';
import { type MapInventoryJson, mapInventoryQuery, placesQuery } from './queries/map.ts';
import { mapCellsQuery } from './queries/map-cells.ts';

export type { MapInventoryJson };

/** What one answer may weigh (issue 22: < 500 KB), leaving room for the ids and option lists. */
const MAP_ANSWER_BUDGET = 450_000;
/** The most a marker weighs as JSON (~200 bytes measured; long codes and media types a little more). */
const MARKER_BYTES = 240;

/**
 * How many markers an answer carries before it clusters: MAX_MAP_MARKERS, fewer when the campaign
 * area's places ride along (SPEC's call: up to ~380 KB for all of Chile), so the answer keeps its bound.
 */
export function markerLimit(placesBytes: number): number {
  const fits = Math.floor((MAP_ANSWER_BUDGET - placesBytes) / MARKER_BYTES);
  return Math.max(0, Math.min(MAX_MAP_MARKERS, fits));
}

/**
 * What the map draws for the campaign in view: its markers, or past MAX_MAP_MARKERS its clusters;
 * the exact count, and every id up to MAX_MAP_IDS.
 */
export async function mapInventory(
  database: Database,
  camp: CampaignScope,
  filters: PlanningFilters,
  bounds?: Bounds,
  zoom?: number,
  markerLimit?: number,
): Promise<MapInventoryJson> {
  // A wide view is summed from the kept cells (decision 0030); past the id limit that is the answer.
  const cells = mapCellsQuery(camp, filters, bounds, zoom);
  if (cells) {
    const [row] = await database.query(cells);
    if (row.total > MAX_MAP_IDS && row.total > (markerLimit ?? MAX_MAP_MARKERS)) {
      return { total: row.total, clusters: row.clusters, sites: null, ids: null };
    }
  }
  const [row] = await database.query(mapInventoryQuery(camp, filters, bounds, zoom, markerLimit));
  return row;
}

// Places are reference data the seed loads and no call edits: every pan of the map sends the same
// list, so it is kept per campaign area (with its JSON text) instead of being read again.
const placesCache = areaCache(async (database, camp) => {
  const places = await loadPlaces(database, camp);
  return { places, json: JSON.stringify(places) };
}, 10 * 60_000);

/** Points of interest in the campaign's states (and cities, unless it takes them all). */
export async function nearbyPlaces(database: Database, camp: CampaignScope): Promise<NearbyPlaceDto[]> {
  return (await placesCache.get(database, camp)).places;
}

/** The same places as JSON text, for answers assembled from JSON pieces. */
export async function nearbyPlacesJson(database: Database, camp: CampaignScope): Promise<string> {
  return (await placesCache.get(database, camp)).json;
}

async function loadPlaces(database: Database, camp: CampaignScope): Promise<NearbyPlaceDto[]> {
  const [row] = await database.query(placesQuery(camp));
  return row.places;
}
