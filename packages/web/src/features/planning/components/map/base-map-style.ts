import baseMapUrls from 'virtual:base-map';
import type { StyleSpecification } from 'maplibre-gl';

export type MapTheme = 'light' | 'dark';

interface Palette {
  water: string;
  land: string;
  chile: string;
  countryLine: string;
  regionLine: string;
  communeLine: string;
  label: string;
  halo: string;
}

const PALETTES: Record<MapTheme, Palette> = {
  light: {
    water: '#d7e4ee',
    land: '#efede7',
    chile: '#fbfaf6',
    countryLine: '#a7a196',
    regionLine: '#b9b2a6',
    communeLine: '#e1dcd2',
    label: '#80796e',
    halo: '#fbfaf6',
  },
  dark: {
    water: '#0a0f1a',
    land: '#131a27',
    chile: '#18202f',
    countryLine: '#3b465b',
    regionLine: '#34405a',
    communeLine: '#222c3e',
    label: '#6f7c95',
    halo: '#0a0f1a',
  },
};

/** Local fonts: with no `glyphs` URL MapLibre draws the letters itself, so labels need no internet. */
export const MAP_FONT = ['Inter', 'Helvetica Neue', 'Arial'];

/**
 * The built-in base map: sea, countries, Chile's communes and regions, commune names. No tiles; the
 * outlines by URL, so MapLibre's worker downloads and reads them, off the page's main thread.
 */
export function baseMapStyle(theme: MapTheme): StyleSpecification {
  const urls = baseMapUrls;
  const p = PALETTES[theme];
  const style: StyleSpecification = {
    version: 8,
    sources: {
      'base-countries': { type: 'geojson', data: urls.countries, tolerance: 0.6 },
      'base-country-borders': { type: 'geojson', data: urls.countryBorders },
      'base-communes': { type: 'geojson', data: urls.communes },
      'base-regions': { type: 'geojson', data: urls.regionBorders },
      'base-labels': { type: 'geojson', data: urls.communeLabels },
    },
    layers: [{ id: 'base-water', type: 'background', paint: { 'background-color': p.water } }],
  };
  style.layers.push(
    { id: 'base-land', type: 'fill', source: 'base-countries', paint: { 'fill-color': p.land } },
    { id: 'base-chile', type: 'fill', source: 'base-communes', paint: { 'fill-color': p.chile } },
    {
      id: 'base-commune-lines',
      type: 'line',
      source: 'base-communes',
      minzoom: 6,
      paint: {
        'line-color': p.communeLine,
        'line-width': ['interpolate', ['linear'], ['zoom'], 6, 0.4, 12, 1.2],
      },
    },
    {
      id: 'base-region-lines',
      type: 'line',
      source: 'base-regions',
      paint: {
        'line-color': p.regionLine,
        'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.6, 12, 2],
        'line-dasharray': [3, 2],
      },
    },
    {
      id: 'base-country-lines',
      type: 'line',
      source: 'base-country-borders',
      paint: {
        'line-color': p.countryLine,
        'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.8, 12, 2.2],
      },
    },
    {
      id: 'base-commune-names',
      type: 'symbol',
      source: 'base-labels',
      minzoom: 9,
      layout: {
        'text-field': ['get', 'name'],
        'text-font': MAP_FONT,
        'text-size': ['interpolate', ['linear'], ['zoom'], 9, 10, 14, 13],
        'text-transform': 'uppercase',
        'text-letter-spacing': 0.08,
        'text-max-width': 8,
      },
      paint: { 'text-color': p.label, 'text-halo-color': p.halo, 'text-halo-width': 1.4 },
    },
  );
  return style;
}
