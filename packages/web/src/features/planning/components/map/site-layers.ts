import type {
  CircleLayerSpecification,
  ExpressionSpecification,
  HeatmapLayerSpecification,
  SymbolLayerSpecification,
} from 'maplibre-gl';
import { numberLocale } from '../../../../lib/i18n.ts';
import { MAP_FONT } from './base-map-style.ts';

export const SITES_SOURCE = 'plan-sites';
export const HEAT_SOURCE = 'plan-heat';
export const PLACES_SOURCE = 'plan-places';
/** The server's clusters (decision 0025), when more sites are in view than markers can show. */
export const CLUSTERS_SOURCE = 'plan-clusters';

export const COLORS = {
  site: '#4263eb',
  selected: '#0ca678',
  cluster: ['#748ffc', '#4c6ef5', '#3b5bdb', '#364fc7'],
  place: '#f08c00',
  active: '#f59f00',
  /** Booked by another campaign for dates that overlap this campaign's. */
  bookedElsewhere: '#ae3ec9',
  /** A cluster's outer ring: part of its place is already in this campaign's plan. */
  inPlan: '#087f5b',
} as const;

/** Marker colour by a site's status on the planning map (`st` of each marker). */
export const PLANNING_MARKER_COLORS: Record<string, string> = {
  available: COLORS.site,
  booked_elsewhere: COLORS.bookedElsewhere,
};

/** How a selected site shows: filled green (planning), or a dark ring keeping its status colour (a plan). */
export type SelectionStyle = 'fill' | 'ring';

/** A cluster's indigo by how many sites it holds (`count` names the property that says so). */
const colourBySize = (count: string): ExpressionSpecification => [
  'step',
  ['get', count],
  COLORS.cluster[0],
  25,
  COLORS.cluster[1],
  250,
  COLORS.cluster[2],
  2500,
  COLORS.cluster[3],
];

export const clusterLayer: CircleLayerSpecification = {
  id: 'site-clusters',
  type: 'circle',
  source: SITES_SOURCE,
  filter: ['has', 'point_count'],
  paint: {
    'circle-color': colourBySize('point_count'),
    'circle-radius': ['step', ['get', 'point_count'], 15, 25, 19, 250, 24, 2500, 30],
    'circle-opacity': 0.92,
    // A green ring says the cluster holds sites already chosen.
    'circle-stroke-color': ['case', ['>', ['get', 'sel'], 0], COLORS.selected, '#ffffff'],
    'circle-stroke-width': ['case', ['>', ['get', 'sel'], 0], 4, 2],
  },
};

export const clusterCountLayer: SymbolLayerSpecification = {
  id: 'site-cluster-count',
  type: 'symbol',
  source: SITES_SOURCE,
  filter: ['has', 'point_count'],
  layout: {
    // The count in full, written as the reader writes numbers ('2.161' in Spanish), not '2.2k'.
    'text-field': ['number-format', ['get', 'point_count'], { locale: numberLocale() }],
    'text-font': MAP_FONT,
    'text-size': 12,
    'text-allow-overlap': true,
  },
  paint: { 'text-color': '#ffffff' },
};

const clusterRadius: ExpressionSpecification = ['step', ['get', 'count'], 15, 25, 19, 250, 24, 2500, 30];

/**
 * The server's clusters: a plan's in the colour of the status most of its sites are at (`st`, the
 * markers' colours), the planning map's (no `st`) in indigo by size; a purple ring as thick as the
 * share booked by another campaign (white when none is). An outer green ring (the next layer) when
 * part of the place is in the plan.
 */
export function serverClusterLayer(colors: Record<string, string>): CircleLayerSpecification {
  return {
    id: 'server-clusters',
    type: 'circle',
    source: CLUSTERS_SOURCE,
    paint: {
      'circle-color': [
        'match',
        ['get', 'st'],
        ...Object.entries(colors).flat(),
        colourBySize('count'),
      ] as unknown as ExpressionSpecification,
      'circle-radius': clusterRadius,
      'circle-opacity': 0.92,
      'circle-stroke-color': ['case', ['>', ['get', 'booked'], 0], COLORS.bookedElsewhere, '#ffffff'],
      'circle-stroke-width': ['case', ['>', ['get', 'booked'], 0], ['+', 2, ['*', 8, ['get', 'booked']]], 2],
    },
  };
}

export const serverClusterPlanLayer: CircleLayerSpecification = {
  id: 'server-cluster-plan',
  type: 'circle',
  source: CLUSTERS_SOURCE,
  filter: ['>', ['get', 'planned'], 0],
  paint: {
    'circle-color': 'rgba(0,0,0,0)',
    'circle-radius': ['+', clusterRadius, 8],
    'circle-stroke-color': COLORS.inPlan,
    'circle-stroke-width': ['+', 2, ['*', 6, ['get', 'planned']]],
  },
};

export const serverClusterCountLayer: SymbolLayerSpecification = {
  id: 'server-cluster-count',
  type: 'symbol',
  source: CLUSTERS_SOURCE,
  layout: {
    'text-field': ['number-format', ['get', 'count'], { locale: numberLocale() }],
    'text-font': MAP_FONT,
    'text-size': 12,
    'text-allow-overlap': true,
  },
  // White reads on every fill but the amber of a plan's pending sites.
  paint: { 'text-color': ['match', ['get', 'st'], 'pending', '#212529', '#ffffff'] },
};

/** Lone sites, coloured by status (`st`); a status without a colour is drawn as a plain site. */
export function siteLayer(
  colors: Record<string, string>,
  selection: SelectionStyle,
): CircleLayerSpecification {
  const byStatus: ExpressionSpecification = [
    'match',
    ['get', 'st'],
    ...Object.entries(colors).flat(),
    COLORS.site,
  ] as unknown as ExpressionSpecification;
  const selected = ['==', ['get', 'sel'], 1] as ExpressionSpecification;
  return {
    id: 'site-points',
    type: 'circle',
    source: SITES_SOURCE,
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-color': selection === 'fill' ? ['case', selected, COLORS.selected, byStatus] : byStatus,
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 8, 5, 14, 8, 17, 11],
      'circle-stroke-color': selection === 'ring' ? ['case', selected, '#212529', '#ffffff'] : '#ffffff',
      'circle-stroke-width': selection === 'ring' ? ['case', selected, 3, 2] : 2,
    },
  };
}

/** A ring around the site whose panel is open. */
export function activeSiteLayer(siteId: number | null): CircleLayerSpecification {
  return {
    id: 'site-active',
    type: 'circle',
    source: SITES_SOURCE,
    filter: ['all', ['!', ['has', 'point_count']], ['==', ['get', 'id'], siteId ?? -1]],
    paint: {
      'circle-color': 'rgba(0,0,0,0)',
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 8, 10, 14, 14, 17, 18],
      'circle-stroke-color': COLORS.active,
      'circle-stroke-width': 3,
    },
  };
}

export const placeLayer: CircleLayerSpecification = {
  id: 'place-points',
  type: 'circle',
  source: PLACES_SOURCE,
  paint: {
    'circle-color': COLORS.place,
    'circle-radius': ['interpolate', ['linear'], ['zoom'], 8, 3.5, 14, 6],
    'circle-stroke-color': '#ffffff',
    'circle-stroke-width': 1.5,
  },
};

export function placeLabelLayer(dark: boolean): SymbolLayerSpecification {
  return {
    id: 'place-names',
    type: 'symbol',
    source: PLACES_SOURCE,
    minzoom: 12,
    layout: {
      'text-field': ['get', 'name'],
      'text-font': MAP_FONT,
      'text-size': 11,
      'text-offset': [0, 1.1],
      'text-anchor': 'top',
      'text-max-width': 10,
    },
    paint: {
      'text-color': dark ? '#ffc078' : '#a85d00',
      'text-halo-color': dark ? '#0a0f1a' : '#ffffff',
      'text-halo-width': 1.4,
    },
  };
}

/**
 * The four heat layers, each weighted by one of the site's measures (`m`, scaled 0..1 on the server,
 * SITE_MEASURES_SQL in packages/server/src/db/schema.ts):
 * - Footfall: trips within 1000 m of the site (60,000 trips a day counts as 1);
 * - Affluence: share of homes of classes AB, C1a and C1b within 600 m;
 * - Visibility: the site's visibility quality score (0..10, divided by 10);
 * - Accessibility: the traffic density at the site (high 1, medium 0.6, low 0.3).
 */
export const HEAT_MEASURES = ['footfall', 'affluence', 'visibility', 'accessibility'] as const;
export type HeatMeasure = (typeof HEAT_MEASURES)[number];
export type DataLayer = 'inventory' | HeatMeasure;

/** Heat colours change at the thresholds of SPEC §9: 0.2, 0.4, 0.6, 0.8. */
export const HEAT_STOPS: [number, string][] = [
  [0.2, '#2b83ba'],
  [0.4, '#66c2a5'],
  [0.6, '#fee08b'],
  [0.8, '#f46d43'],
  [1, '#d53e4f'],
];

const heatColor: ExpressionSpecification = [
  'interpolate',
  ['linear'],
  ['heatmap-density'],
  0,
  'rgba(43,131,186,0)',
  ...HEAT_STOPS.flat(),
];

export function heatLayer(measure: HeatMeasure): HeatmapLayerSpecification {
  const index = HEAT_MEASURES.indexOf(measure);
  return {
    id: 'site-heat',
    type: 'heatmap',
    source: HEAT_SOURCE,
    paint: {
      'heatmap-weight': ['get', `m${index}`],
      // Gentle at city scale so only real concentrations reach the top band, not every busy block.
      'heatmap-intensity': ['interpolate', ['linear'], ['zoom'], 6, 0.15, 10, 0.3, 13, 0.55, 16, 1],
      'heatmap-radius': ['interpolate', ['linear'], ['zoom'], 6, 6, 10, 14, 13, 28, 16, 50],
      'heatmap-color': heatColor,
      'heatmap-opacity': 0.85,
    },
  };
}

/** The site the keyboard reached: its own one-point source, so a site inside a cluster shows too. */
export const KEY_SITE_SOURCE = 'plan-key-site';

/** A wide white halo under a dark ring: seen on the light map, the dark one and over a cluster. */
export const keySiteHaloLayer: CircleLayerSpecification = {
  id: 'key-site-halo',
  type: 'circle',
  source: KEY_SITE_SOURCE,
  paint: {
    'circle-color': 'rgba(0,0,0,0)',
    'circle-radius': ['interpolate', ['linear'], ['zoom'], 8, 13, 14, 17, 17, 21],
    'circle-stroke-color': '#ffffff',
    'circle-stroke-width': 6,
  },
};

export const keySiteLayer: CircleLayerSpecification = {
  id: 'key-site',
  type: 'circle',
  source: KEY_SITE_SOURCE,
  paint: {
    'circle-color': 'rgba(0,0,0,0)',
    'circle-radius': ['interpolate', ['linear'], ['zoom'], 8, 13, 14, 17, 17, 21],
    'circle-stroke-color': '#1a1b1e',
    'circle-stroke-width': 3,
  },
};
