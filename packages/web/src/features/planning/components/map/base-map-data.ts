import type { Feature, FeatureCollection, Geometry, MultiLineString, Point, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { PLANNING_AREA } from './planning-area.ts';

type Props = Record<string, unknown>;
type Collection = FeatureCollection<Geometry, Props>;

/**
 * The built-in base map, made at build time (vite-base-map.ts) from the TopoJSON outlines: the
 * files are GeoJSON, which MapLibre's worker reads by URL, so the page's main thread neither
 * converts nor copies them (issue 22, decision 0034).
 */

/** Everything the built-in base map draws, as GeoJSON. */
export interface BaseGeodata {
  countries: Collection;
  countryBorders: Collection | MultiLineString;
  communes: Collection;
  regionBorders: Collection | MultiLineString;
  communeLabels: FeatureCollection<Point, { name: string }>;
}

// The commune map draws Juan Fernández (5104) and Isla de Pascua (5201) as insets off Valparaíso,
// in frames without a code: drawn there they would be wrong, so they are left out.
const INSET_COMMUNES = new Set([5104, 5201]);

function isTopology(json: unknown): json is Topology {
  return typeof json === 'object' && json !== null && (json as { type?: string }).type === 'Topology';
}

/** Pieces too small to survive quantization come back without a geometry: nothing to draw. */
function withGeometry(features: Feature<Geometry | null, Props>[]): Collection {
  return {
    type: 'FeatureCollection',
    features: features.filter((f): f is Feature<Geometry, Props> => f.geometry !== null),
  };
}

/** The files may be TopoJSON (as shipped) or GeoJSON: both become a feature collection. */
function toCollection(json: unknown): Collection {
  if (isTopology(json)) {
    const object = Object.values(json.objects)[0];
    type Loose = FeatureCollection<Geometry | null, Props> | Feature<Geometry | null, Props>;
    const result = feature(json, object) as Loose;
    return withGeometry('features' in result ? result.features : [result]);
  }
  return withGeometry((json as FeatureCollection<Geometry | null, Props>).features);
}

/** Only the lines between two different areas (no coastline), when the file is a topology. */
function innerBorders(json: unknown, key: string): MultiLineString | null {
  if (!isTopology(json)) return null;
  const object = Object.values(json.objects)[0] as GeometryCollection<Props>;
  const value = (g: { properties?: unknown }) => (g.properties as Props | undefined)?.[key];
  return mesh(json, object, (a, b) => a !== b && value(a) !== value(b));
}

/** The source texts are UTF-8 read as Latin-1 ('RegiÃ³n'); put the bytes back. */
export function fixMojibake(text: string): string {
  if (!/[ÃÂ]/.test(text)) return text;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(text, (c) => c.charCodeAt(0)));
  } catch {
    return text;
  }
}

function ringArea(ring: Position[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    sum += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  }
  return Math.abs(sum / 2);
}

function ringCentroid(ring: Position[]): Position {
  let x = 0;
  let y = 0;
  let a = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const f = ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1];
    x += (ring[j][0] + ring[i][0]) * f;
    y += (ring[j][1] + ring[i][1]) * f;
    a += f;
  }
  return a === 0 ? ring[0] : [x / (3 * a), y / (3 * a)];
}

/** One label point per commune, at the middle of its largest part (tiles would repeat polygon labels). */
function labelPoints(communes: Collection): FeatureCollection<Point, { name: string }> {
  const features: Feature<Point, { name: string }>[] = [];
  for (const f of communes.features) {
    const name = typeof f.properties?.Comuna === 'string' ? f.properties.Comuna : '';
    const g = f.geometry;
    if (!name || !g || (g.type !== 'Polygon' && g.type !== 'MultiPolygon')) continue;
    const rings = g.type === 'Polygon' ? [g.coordinates[0]] : g.coordinates.map((p) => p[0]);
    const largest = rings.reduce((best, ring) => (ringArea(ring) > ringArea(best) ? ring : best));
    features.push({
      type: 'Feature',
      properties: { name },
      geometry: { type: 'Point', coordinates: ringCentroid(largest) },
    });
  }
  return { type: 'FeatureCollection', features };
}

function cleanCommunes(communes: Collection): Collection {
  const features = communes.features
    .filter((f) => {
      const code = Number(f.properties?.cod_comuna);
      return code > 0 && !INSET_COMMUNES.has(code);
    })
    .map((f) => ({
      ...f,
      properties: { ...f.properties, Comuna: fixMojibake(String(f.properties?.Comuna ?? '')) },
    }));
  return { type: 'FeatureCollection', features };
}

function inPlanningArea(position: Position): boolean {
  const [west, south, east, north] = PLANNING_AREA;
  return position[0] > west && position[0] < east && position[1] > south && position[1] < north;
}

type Nested = Position | Nested[];
function touchesPlanningArea(coordinates: Nested): boolean {
  return typeof coordinates[0] === 'number'
    ? inPlanningArea(coordinates as Position)
    : (coordinates as Nested[]).some(touchesPlanningArea);
}

function nearChile(collection: Collection): Collection {
  return {
    type: 'FeatureCollection',
    features: collection.features.filter(
      (f) => f.geometry.type === 'GeometryCollection' || touchesPlanningArea(f.geometry.coordinates),
    ),
  };
}

function bordersNearChile(borders: Collection | MultiLineString): Collection | MultiLineString {
  if (borders.type === 'FeatureCollection') return nearChile(borders);
  return { ...borders, coordinates: borders.coordinates.filter(touchesPlanningArea) };
}

/** The base map's layers from the three source files (TopoJSON or GeoJSON each). */
export function buildBaseGeodata(world: unknown, regions: unknown, communesJson: unknown): BaseGeodata {
  const communes = cleanCommunes(toCollection(communesJson));
  return {
    countries: nearChile(toCollection(world)),
    countryBorders: bordersNearChile(innerBorders(world, 'name') ?? toCollection(world)),
    communes,
    regionBorders: innerBorders(regions, 'codregion') ?? toCollection(regions),
    communeLabels: labelPoints(communes),
  };
}

/** The layers the base map draws, each a file of its own. */
export const BASE_MAP_LAYERS = [
  'countries',
  'countryBorders',
  'communes',
  'regionBorders',
  'communeLabels',
] as const satisfies readonly (keyof BaseGeodata)[];
export type BaseMapLayer = (typeof BASE_MAP_LAYERS)[number];

/** Four decimals of a degree are 11 m: finer than the sources' own precision, half the text of full floats. */
const PRECISION = 1e4;
const rounded = (_key: string, value: unknown) =>
  typeof value === 'number' ? Math.round(value * PRECISION) / PRECISION : value;

/** Each layer's GeoJSON text, as the build writes it. */
export function baseMapFiles(geo: BaseGeodata): Record<BaseMapLayer, string> {
  return Object.fromEntries(
    BASE_MAP_LAYERS.map((layer) => [layer, JSON.stringify(geo[layer], rounded)]),
  ) as Record<BaseMapLayer, string>;
}
