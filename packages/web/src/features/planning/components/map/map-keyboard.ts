import type { MapSiteDto } from '@plano/core';
import { type KeyboardEvent, type RefObject, useCallback, useMemo, useRef, useState } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import type { MarkerCluster } from './site-features.ts';

/**
 * The planning map by keyboard (issue 24). The sites are drawn by MapLibre layers, thousands of them,
 * so they are not elements to Tab to: the map itself is the one Tab stop. Once it has focus, N and P
 * step through the sites in view, or the clusters when the map shows clusters (decision 0025),
 * nearest the centre first, with a ring and a label on the map and the item read out (aria-live);
 * Enter opens a site's panel or zooms into a cluster, Escape lets it go. Arrow keys pan and + / −
 * zoom as MapLibre has them.
 */
export interface MapKeyboard {
  /** The site the keys have reached, if any. */
  site: MapSiteDto | null;
  /** The cluster the keys have reached, if any. */
  cluster: MarkerCluster | null;
  /** Its place among the items in view (1-based) and how many there are. */
  index: number;
  count: number;
  /** What the live region says after the last key. */
  announcement: Announcement | null;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

export type Announcement = { kind: 'site' | 'cluster' | 'none'; at: number };

interface View {
  west: number;
  east: number;
  south: number;
  north: number;
  lng: number;
  lat: number;
}

/** Items inside the map's view, nearest its centre first (reading outward from where one looks). */
function inViewOrder<T extends { lng: number; lat: number }>(
  items: T[],
  view: View,
  tie: (a: T, b: T) => number,
): T[] {
  const inside = items.filter(
    (s) => s.lng >= view.west && s.lng <= view.east && s.lat >= view.south && s.lat <= view.north,
  );
  // Degrees of longitude shrink with latitude: near enough for an order, no need for great circles.
  const squeeze = Math.cos((view.lat * Math.PI) / 180);
  const distance = (s: T) => ((s.lng - view.lng) * squeeze) ** 2 + (s.lat - view.lat) ** 2;
  return inside.sort((a, b) => distance(a) - distance(b) || tie(a, b));
}

/** Sites inside the map's view, nearest its centre first. */
export const sitesInView = (sites: MapSiteDto[], view: View): MapSiteDto[] =>
  inViewOrder(sites, view, (a, b) => a._id - b._id);

/** Clusters inside the map's view, nearest its centre first; ties by position, never flickering. */
export const clustersInView = (clusters: MarkerCluster[], view: View): MarkerCluster[] =>
  inViewOrder(clusters, view, (a, b) => a.lng - b.lng || a.lat - b.lat);

type Item =
  | { key: string; site: MapSiteDto; cluster?: never }
  | { key: string; cluster: MarkerCluster; site?: never };
const siteKey = (s: MapSiteDto) => `s${s._id}`;
const clusterKey = (c: MarkerCluster) => `c${c.lng},${c.lat}`;

export function useMapKeyboard(
  mapRef: RefObject<MapRef | null>,
  sites: MapSiteDto[],
  clusters: MarkerCluster[],
  onSite: (siteId: number) => void,
  onCluster: (cluster: MarkerCluster) => void,
): MapKeyboard {
  const [reached, setReached] = useState<string | null>(null);
  const [place, setPlace] = useState({ index: 0, count: 0 });
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  // The order is taken when stepping starts and kept while the view stays: an item never jumps places.
  const order = useRef<{ key: string; items: Item[] } | null>(null);

  const inView = useCallback((): Item[] => {
    const map = mapRef.current;
    if (!map) return [];
    const bounds = map.getBounds();
    const centre = map.getCenter();
    const key = `${bounds.toArray().flat().join(',')}|${sites.length}|${sites[0]?._id ?? ''}|${clusters.length}|${clusters[0]?.count ?? ''}`;
    if (order.current?.key !== key) {
      const view = {
        west: bounds.getWest(),
        east: bounds.getEast(),
        south: bounds.getSouth(),
        north: bounds.getNorth(),
        lng: centre.lng,
        lat: centre.lat,
      };
      order.current = {
        key,
        items: [
          ...clustersInView(clusters, view).map((cluster) => ({ key: clusterKey(cluster), cluster })),
          ...sitesInView(sites, view).map((site) => ({ key: siteKey(site), site })),
        ],
      };
    }
    return order.current.items;
  }, [mapRef, sites, clusters]);

  const step = useCallback(
    (by: 1 | -1) => {
      const list = inView();
      if (list.length === 0) {
        setReached(null);
        setPlace({ index: 0, count: 0 });
        setAnnouncement({ kind: 'none', at: Date.now() });
        return;
      }
      const current = list.findIndex((item) => item.key === reached);
      const next =
        current === -1 ? (by === 1 ? 0 : list.length - 1) : (current + by + list.length) % list.length;
      setReached(list[next].key);
      setPlace({ index: next + 1, count: list.length });
      setAnnouncement({ kind: list[next].cluster ? 'cluster' : 'site', at: Date.now() });
    },
    [inView, reached],
  );

  const site = useMemo(() => sites.find((s) => siteKey(s) === reached) ?? null, [sites, reached]);
  const cluster = useMemo(() => clusters.find((c) => clusterKey(c) === reached) ?? null, [clusters, reached]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Only the map's own surface: its zoom buttons keep their keys.
    if (event.target !== mapRef.current?.getCanvas() || event.altKey || event.ctrlKey || event.metaKey)
      return;
    const key = event.key.toLowerCase();
    if (key === 'n' || key === 'p') {
      event.preventDefault();
      step(key === 'n' ? 1 : -1);
    } else if (event.key === 'Enter' && site) {
      event.preventDefault();
      onSite(site._id);
    } else if (event.key === 'Enter' && cluster) {
      event.preventDefault();
      setReached(null);
      setAnnouncement(null);
      onCluster(cluster);
    } else if (event.key === 'Escape' && (site || cluster)) {
      setReached(null);
      setAnnouncement(null);
    }
  };

  return { site, cluster, index: place.index, count: place.count, announcement, onKeyDown };
}
