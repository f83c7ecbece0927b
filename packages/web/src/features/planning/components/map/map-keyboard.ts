import type { MapSiteDto } from '@plano/core';
import { type KeyboardEvent, type RefObject, useCallback, useMemo, useRef, useState } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';

/**
 * The planning map by keyboard (issue 24). The sites are drawn by MapLibre layers, thousands of them,
 * so they are not elements to Tab to: the map itself is the one Tab stop. Once it has focus, N and P
 * step through the sites in view, nearest the centre first, with a ring and a label on the map and
 * the site read out (aria-live); Enter opens its site panel, Escape lets it go. Arrow keys pan and
 * + / − zoom as MapLibre has them.
 */
export interface MapKeyboard {
  /** The site the keys have reached, if any. */
  site: MapSiteDto | null;
  /** Its place among the sites in view (1-based) and how many there are. */
  index: number;
  count: number;
  /** What the live region says after the last key. */
  announcement: Announcement | null;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

export type Announcement = { kind: 'site'; at: number } | { kind: 'none'; at: number };

/** Sites inside the map's view, nearest its centre first (reading outward from where one looks). */
export function sitesInView(
  sites: MapSiteDto[],
  view: { west: number; east: number; south: number; north: number; lng: number; lat: number },
): MapSiteDto[] {
  const inside = sites.filter(
    (s) => s.lng >= view.west && s.lng <= view.east && s.lat >= view.south && s.lat <= view.north,
  );
  // Degrees of longitude shrink with latitude: near enough for an order, no need for great circles.
  const squeeze = Math.cos((view.lat * Math.PI) / 180);
  const distance = (s: MapSiteDto) => ((s.lng - view.lng) * squeeze) ** 2 + (s.lat - view.lat) ** 2;
  return inside.sort((a, b) => distance(a) - distance(b) || a._id - b._id);
}

export function useMapKeyboard(
  mapRef: RefObject<MapRef | null>,
  sites: MapSiteDto[],
  onSite: (siteId: number) => void,
): MapKeyboard {
  const [siteId, setSiteId] = useState<number | null>(null);
  const [place, setPlace] = useState({ index: 0, count: 0 });
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  // The order is taken when stepping starts and kept while the view stays: a site never jumps places.
  const order = useRef<{ key: string; sites: MapSiteDto[] } | null>(null);

  const inView = useCallback((): MapSiteDto[] => {
    const map = mapRef.current;
    if (!map) return [];
    const bounds = map.getBounds();
    const centre = map.getCenter();
    const key = `${bounds.toArray().flat().join(',')}|${sites.length}|${sites[0]?._id ?? ''}`;
    if (order.current?.key !== key) {
      order.current = {
        key,
        sites: sitesInView(sites, {
          west: bounds.getWest(),
          east: bounds.getEast(),
          south: bounds.getSouth(),
          north: bounds.getNorth(),
          lng: centre.lng,
          lat: centre.lat,
        }),
      };
    }
    return order.current.sites;
  }, [mapRef, sites]);

  const step = useCallback(
    (by: 1 | -1) => {
      const list = inView();
      if (list.length === 0) {
        setSiteId(null);
        setPlace({ index: 0, count: 0 });
        setAnnouncement({ kind: 'none', at: Date.now() });
        return;
      }
      const current = list.findIndex((s) => s._id === siteId);
      const next =
        current === -1 ? (by === 1 ? 0 : list.length - 1) : (current + by + list.length) % list.length;
      setSiteId(list[next]._id);
      setPlace({ index: next + 1, count: list.length });
      setAnnouncement({ kind: 'site', at: Date.now() });
    },
    [inView, siteId],
  );

  const site = useMemo(() => sites.find((s) => s._id === siteId) ?? null, [sites, siteId]);

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
    } else if (event.key === 'Escape' && site) {
      setSiteId(null);
      setAnnouncement(null);
    }
  };

  return { site, index: place.index, count: place.count, announcement, onKeyDown };
}
