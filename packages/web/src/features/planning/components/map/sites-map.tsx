import type { Bounds, MapSiteDto } from '@plano/core';
import { useMemo, useState } from 'react';
import { useMapConfig } from '../../api/fetch-map-config.ts';
import { baseMapStyle } from './base-map-style.ts';
import { InventoryMap } from './inventory-map.tsx';
import { type LegendEntry, MapLegend } from './map-legend.tsx';
import { densestCentre, type MarkerCluster } from './site-features.ts';

/** A site to draw: where it is, and what the marker's tooltip and colour need (`st`: its status). */
export type MapSite = Pick<
  MapSiteDto,
  '_id' | 'site_code' | 'lat' | 'lng' | 'price' | 'type' | 'media_type'
> & {
  st: string;
};

export type { LegendEntry };

interface SitesMapProps {
  sites: MapSite[];
  /** Marker colour by status, and the legend that says what each means. */
  colors: Record<string, string>;
  legend: LegendEntry[];
  /** Ringed, keeping their status colour. */
  selectedIds: ReadonlySet<number>;
  onSite?(siteId: number): void;
  /** A small map (a dialog's): its legend starts folded to a button, as on a phone. */
  legendFolded?: boolean;
  /** The legend's line for a cluster, when the clusters are not planning's indigo. */
  clusterLegend?: LegendEntry;
  /** The server's clusters, when the view holds more sites than markers can show. */
  clusters?: MarkerCluster[];
  /** Where to open: by default where most of the first sites are (the server's clusters do not say). */
  centre?: [number, number] | null;
  /** The view settled: a map that asks for the sites in view asks now. */
  onBounds?(bounds: Bounds, zoom: number): void;
}

/**
 * A set of sites (a plan) on the same offline base map as planning: the same style, markers and
 * clusters, centred on where most of them are. It fetches nothing as it moves; its owner may, from
 * `onBounds`, and pass the server's clusters of a view too big for markers.
 */
export function SitesMap({
  sites,
  colors,
  legend,
  selectedIds,
  onSite,
  legendFolded,
  clusterLegend,
  clusters,
  centre: openAt,
  onBounds,
}: SitesMapProps) {
  const config = useMapConfig();
  const styleUrl = config.data?.style_url ?? null;
  const builtIn = useMemo(() => baseMapStyle('light'), []);
  const mapSites = useMemo(
    () => sites.map((s) => ({ ...s, m: [0, 0, 0, 0] as MapSiteDto['m'], booked: false })),
    [sites],
  );
  // Opened once, where most of the first sites are (or where the owner says): a set that changes
  // later (a refreshed plan, the sites of another view) does not pull the map back.
  const [centre, setCentre] = useState<[number, number] | null>(null);
  if (centre === null) {
    const first = openAt ?? (mapSites.length > 0 ? densestCentre(mapSites) : null);
    if (first) setCentre(first);
  }
  return (
    <>
      <InventoryMap
        mapStyle={styleUrl ?? builtIn}
        dark={false}
        dataLayer="inventory"
        sites={mapSites}
        clusters={clusters}
        places={[]}
        selectedIds={selectedIds}
        markerColors={colors}
        selectionStyle="ring"
        centre={centre}
        activeId={null}
        onBounds={(bounds, zoom) => onBounds?.(bounds, zoom)}
        onSite={(id) => onSite?.(id)}
      />
      <MapLegend
        layer="inventory"
        dark={false}
        entries={legend}
        cluster={clusterLegend}
        folded={legendFolded}
      />
    </>
  );
}
