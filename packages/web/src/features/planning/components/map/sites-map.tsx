import type { MapSiteDto } from '@plano/core';
import { useMemo } from 'react';
import { useMapConfig } from '../../api/fetch-map-config.ts';
import { baseMapStyle } from './base-map-style.ts';
import { InventoryMap } from './inventory-map.tsx';
import { type LegendEntry, MapLegend } from './map-legend.tsx';
import { densestCentre } from './site-features.ts';

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
}

/**
 * A fixed set of sites (a plan) on the same offline base map as planning: the same style, markers
 * and clusters, centred on where most of them are; it fetches nothing as it moves.
 */
export function SitesMap({ sites, colors, legend, selectedIds, onSite, legendFolded }: SitesMapProps) {
  const config = useMapConfig();
  const styleUrl = config.data?.style_url ?? null;
  const builtIn = useMemo(() => baseMapStyle('light'), []);
  const mapSites = useMemo(
    () => sites.map((s) => ({ ...s, m: [0, 0, 0, 0] as MapSiteDto['m'], booked: false })),
    [sites],
  );
  const centre = useMemo(() => (mapSites.length > 0 ? densestCentre(mapSites) : null), [mapSites]);
  return (
    <>
      <InventoryMap
        mapStyle={styleUrl ?? builtIn}
        dark={false}
        dataLayer="inventory"
        sites={mapSites}
        places={[]}
        selectedIds={selectedIds}
        markerColors={colors}
        selectionStyle="ring"
        centre={centre}
        activeId={null}
        onBounds={() => {}}
        onSite={(id) => onSite?.(id)}
      />
      <MapLegend layer="inventory" dark={false} entries={legend} folded={legendFolded} />
    </>
  );
}
