import { useQuery } from '@tanstack/react-query';
import type { Feature, FeatureCollection, Geometry, MultiLineString, Point, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Emitted as a file of its own and fetched on demand: 750 kB of outlines stay out of every bundle.
import countriesUrl from 'world-atlas/countries-50m.json?url';

type Props = Record<string, unknown>;
type Collection = FeatureCollection<Geometry, Props>;

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

async function getJson(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

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

/** The base map's layers from the three files as served (TopoJSON or GeoJSON each). */
export function buildBaseGeodata(world: unknown, regions: unknown, communesJson: unknown): BaseGeodata {
  const communes = cleanCommunes(toCollection(communesJson));
  return {
    countries: toCollection(world),
    countryBorders: innerBorders(world, 'name') ?? toCollection(world),
    communes,
    regionBorders: innerBorders(regions, 'codregion') ?? toCollection(regions),
    communeLabels: labelPoints(communes),
  };
}

export async function loadBaseGeodata(signal: AbortSignal): Promise<BaseGeodata> {
  const [world, regions, communes] = await Promise.all([
    getJson(countriesUrl, signal),
    getJson('/geodata/chile-regions.json', signal),
    getJson('/geodata/chile-comunas.json', signal),
  ]);
  return buildBaseGeodata(world, regions, communes);
}

/** The outlines load once per visit; they never change while the app runs. */
export function useBaseGeodata(enabled: boolean) {
  return useQuery({
    queryKey: ['base-geodata'],
    queryFn: ({ signal }) => loadBaseGeodata(signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
