import path from 'node:path';
import {
  INDIA_DISTRICTS_FILE,
  INDIA_DISTRICTS_OBJECT,
  INDIA_MAP_PROJECTION,
  type ZoneMapDto,
} from '@plano/core';
import { geoMercator, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { readJson, unavailable } from './data.ts';

interface DistrictProps {
  ID_2: number;
  NAME_1: string;
}

export interface DistrictOutline {
  /** SVG path data in the map's projected units; '' when the shape has no geometry. */
  outline: string;
  bounds: [number, number, number, number];
}

export interface IndiaOutlines {
  districts: Map<number, DistrictOutline>;
  map: ZoneMapDto;
}

const PAD = 4;
const NO_BOUNDS: DistrictOutline['bounds'] = [0, 0, 0, 0];

/**
 * The district outlines projected once on the server with SPEC §9's Mercator (centre 78.96, 22.59,
 * scale 350 for an 800-unit panel): the data are static, so every visit would otherwise decode the
 * TopoJSON and project 593 shapes in the browser before drawing (a third of the page's load time).
 * The browser's viewBox then scales the drawing to its panel.
 */
export async function projectIndiaOutlines(geodataDir: string): Promise<IndiaOutlines> {
  const topology = (await readJson(path.join(geodataDir, INDIA_DISTRICTS_FILE))) as Topology;
  const object = topology.objects?.[INDIA_DISTRICTS_OBJECT] as GeometryCollection<DistrictProps> | undefined;
  if (!object) throw unavailable(`${INDIA_DISTRICTS_FILE} has no ${INDIA_DISTRICTS_OBJECT} districts`);
  const { center, scale, width } = INDIA_MAP_PROJECTION;
  // No adaptive resampling (precision 0): district edges are short enough that Mercator bends none of
  // them visibly. Two decimals of a ~200-unit drawing stay under a pixel at the deepest zoom.
  const projection = geoMercator()
    .center(center)
    .scale(scale)
    .translate([width / 2, width / 2])
    .precision(0);
  const draw = geoPath(projection).digits(2);
  const collection = feature(topology, object) as FeatureCollection<Geometry | null, DistrictProps>;
  const drawn = collection.features.filter((f): f is Feature<Geometry, DistrictProps> => f.geometry !== null);
  const round = (n: number) => Math.round(n * 100) / 100;
  const districts = new Map<number, DistrictOutline>();
  for (const district of drawn) {
    const [[x0, y0], [x1, y1]] = draw.bounds(district);
    districts.set(district.properties.ID_2, {
      outline: draw(district) ?? '',
      bounds: [round(x0), round(y0), round(x1), round(y1)],
    });
  }
  const [[x0, y0], [x1, y1]] = draw.bounds({ type: 'FeatureCollection', features: drawn });
  const stateOf = (geometry: { properties?: unknown }) => (geometry.properties as DistrictProps).NAME_1;
  return {
    districts,
    map: {
      box: [round(x0 - PAD), round(y0 - PAD), round(x1 - x0 + 2 * PAD), round(y1 - y0 + 2 * PAD)],
      // Drawn once from the shared arcs: borders between two states, and the outline of the country.
      state_borders: draw(mesh(topology, object, (a, b) => a !== b && stateOf(a) !== stateOf(b))) ?? '',
      coast: draw(mesh(topology, object, (a, b) => a === b)) ?? '',
    },
  };
}

export const outlineOf = (outlines: IndiaOutlines, id: number): DistrictOutline =>
  outlines.districts.get(id) ?? { outline: '', bounds: NO_BOUNDS };
