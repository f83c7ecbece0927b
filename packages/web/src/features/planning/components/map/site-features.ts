import type { Bounds, MapClusterDto, MapSiteDto, NearbyPlaceDto } from '@plano/core';
import type { FeatureCollection, Point } from 'geojson';

export interface SiteProps {
  id: number;
  /** 1 when the site is in the current selection: clusters sum it to show they hold chosen sites. */
  sel: number;
  /** The marker's status, which picks its colour: `available` or `booked_elsewhere` while planning, a plan row's status on a plan. */
  st: string;
}

/** A marker: a site of the map answer, or of a plan with its row's status. */
export type MarkerSite = Pick<MapSiteDto, '_id' | 'lat' | 'lng'> & { booked?: boolean; st?: string };

/** The status a marker is coloured by: the one it was given, else booked elsewhere or available. */
export const markerStatus = (site: MarkerSite): string =>
  site.st ?? (site.booked ? 'booked_elsewhere' : 'available');
export interface HeatProps {
  m0: number;
  m1: number;
  m2: number;
  m3: number;
}

export function siteCollection(
  sites: MarkerSite[],
  selected: ReadonlySet<number>,
): FeatureCollection<Point, SiteProps> {
  return {
    type: 'FeatureCollection',
    features: sites.map((s) => ({
      type: 'Feature',
      id: s._id,
      properties: { id: s._id, sel: selected.has(s._id) ? 1 : 0, st: markerStatus(s) },
      geometry: { type: 'Point', coordinates: [s.lng, s.lat] },
    })),
  };
}

/**
 * A cluster as the map draws it: the server's (decision 0025), and on a plan (decision 0043) the
 * status most of its sites are at (`st`, which colours it as a marker of that status would be) and
 * how that reads in words (`label`, said to keyboard users instead of the colour).
 */
export type MarkerCluster = MapClusterDto & { st?: string; label?: string };

export interface ClusterProps {
  /** Its index in the answer's list: a click finds the cluster (and its box) by it. */
  i: number;
  count: number;
  /** Shares of the cluster (0..1) booked by another campaign and already in the plan, for its rings. */
  booked: number;
  planned: number;
  /** The status that colours it; '' for the planning map's clusters, coloured by size. */
  st: string;
}

/** The server's clusters (decision 0025) as points, with what their colours and rings need. */
export function clusterCollection(clusters: MarkerCluster[]): FeatureCollection<Point, ClusterProps> {
  return {
    type: 'FeatureCollection',
    features: clusters.map((c, i) => ({
      type: 'Feature',
      properties: {
        i,
        count: c.count,
        booked: c.booked / c.count,
        planned: c.planned / (c.count + c.planned),
        st: c.st ?? '',
      },
      geometry: { type: 'Point', coordinates: [c.lng, c.lat] },
    })),
  };
}

/** The four measures flattened (MapLibre expressions read numbers, not array items, from tiles). */
export function heatCollection(sites: MapSiteDto[]): FeatureCollection<Point, HeatProps> {
  return {
    type: 'FeatureCollection',
    features: sites.map((s) => ({
      type: 'Feature',
      properties: { m0: s.m[0], m1: s.m[1], m2: s.m[2], m3: s.m[3] },
      geometry: { type: 'Point', coordinates: [s.lng, s.lat] },
    })),
  };
}

export function placeCollection(
  places: NearbyPlaceDto[],
): FeatureCollection<Point, { name: string; category: string }> {
  return {
    type: 'FeatureCollection',
    features: places.map((p) => ({
      type: 'Feature',
      id: p._id,
      properties: { name: p.name, category: p.category },
      geometry: { type: 'Point', coordinates: p.loc.coordinates },
    })),
  };
}

/** Santiago, for a campaign with no site to centre on. */
export const SANTIAGO: [number, number] = [-70.65, -33.45];

/** Where most of the campaign's sites are: the busiest 0.1° cell's mean, not a mean between two cities. */
export function densestCentre(sites: MapSiteDto[]): [number, number] {
  if (sites.length === 0) return SANTIAGO;
  const cells = new Map<string, { n: number; lng: number; lat: number }>();
  let best = { n: 0, lng: SANTIAGO[0], lat: SANTIAGO[1] };
  for (const s of sites) {
    const key = `${Math.floor(s.lng * 10)}:${Math.floor(s.lat * 10)}`;
    const cell = cells.get(key) ?? { n: 0, lng: 0, lat: 0 };
    cell.n += 1;
    cell.lng += s.lng;
    cell.lat += s.lat;
    cells.set(key, cell);
    if (cell.n > best.n) best = cell;
  }
  return [best.lng / best.n, best.lat / best.n];
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** The visible area as the API takes it (a world-wrapped view is clamped to valid degrees). */
export function toBounds(b: {
  getNorth(): number;
  getSouth(): number;
  getEast(): number;
  getWest(): number;
}): Bounds {
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return {
    ne: { lat: round(clamp(b.getNorth(), -90, 90)), lng: round(clamp(b.getEast(), -180, 180)) },
    sw: { lat: round(clamp(b.getSouth(), -90, 90)), lng: round(clamp(b.getWest(), -180, 180)) },
  };
}
