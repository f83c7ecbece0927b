import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { geoCentroid, geoMercator, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry, MultiLineString, MultiPolygon } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** The land, region and commune borders of Chile, read once from GEODATA_DIR (the planning map's files). */
interface Chile {
  land: Pieces;
  borders: Pieces;
  communeBorders: Pieces;
  /** Commune names at their centres, for the overview's labels. */
  communes: { name: string; lng: number; lat: number }[];
}

type Box = [number, number, number, number];
/** A shape cut into its parts, each with its bounding box, so a render projects only what it shows. */
interface Pieces {
  kind: 'MultiPolygon' | 'MultiLineString';
  parts: { coordinates: number[][][] | number[][]; box: Box }[];
}

function boxOf(points: number[][]): Box {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    if (x < box[0]) box[0] = x;
    if (y < box[1]) box[1] = y;
    if (x > box[2]) box[2] = x;
    if (y > box[3]) box[3] = y;
  }
  return box;
}

function piecesOf(shape: MultiPolygon | MultiLineString): Pieces {
  if (shape.type === 'MultiPolygon')
    return {
      kind: 'MultiPolygon',
      parts: shape.coordinates.map((polygon) => ({ coordinates: polygon, box: boxOf(polygon[0]) })),
    };
  return {
    kind: 'MultiLineString',
    parts: shape.coordinates.map((line) => ({ coordinates: line, box: boxOf(line) })),
  };
}

/** The parts of a shape that reach into the frame, as one geometry. */
function within(pieces: Pieces, frame: Box): MultiPolygon | MultiLineString {
  const parts = pieces.parts
    .filter(({ box }) => box[0] <= frame[2] && box[2] >= frame[0] && box[1] <= frame[3] && box[3] >= frame[1])
    .map((p) => p.coordinates);
  return pieces.kind === 'MultiPolygon'
    ? { type: 'MultiPolygon', coordinates: parts as number[][][][] }
    : { type: 'MultiLineString', coordinates: parts as number[][][] };
}

/**
 * The land as the regions' own polygons (not merged into one mainland): a city map then projects
 * one or two regions' outlines, not the whole coast of Chile.
 */
function landPieces(topology: Topology, object: GeometryCollection): Pieces {
  const regions = feature(topology, object) as unknown as FeatureCollection<Geometry>;
  const polygons: number[][][][] = [];
  for (const { geometry } of regions.features) {
    if (geometry?.type === 'Polygon') polygons.push(geometry.coordinates);
    if (geometry?.type === 'MultiPolygon') polygons.push(...geometry.coordinates);
  }
  return piecesOf({ type: 'MultiPolygon', coordinates: polygons });
}

async function readTopology(geodataDir: string, file: string) {
  const topology = JSON.parse(await readFile(path.join(geodataDir, file), 'utf8')) as Topology;
  return { topology, object: Object.values(topology.objects)[0] as GeometryCollection };
}

const cache = new Map<string, Promise<Chile>>();

export function loadChile(geodataDir: string): Promise<Chile> {
  let loaded = cache.get(geodataDir);
  if (!loaded) {
    loaded = (async () => {
      const regions = await readTopology(geodataDir, 'chile-regions.json');
      const communes = await readTopology(geodataDir, 'chile-comunas.json');
      const features = feature(communes.topology, communes.object) as unknown as FeatureCollection<
        Geometry,
        { Comuna?: string }
      >;
      // Cut once into parts with their boxes; each shared border drawn once (mesh).
      return {
        land: landPieces(regions.topology, regions.object),
        borders: piecesOf(mesh(regions.topology, regions.object, (a, b) => a !== b)),
        communeBorders: piecesOf(mesh(communes.topology, communes.object, (a, b) => a !== b)),
        communes: features.features
          .filter((f) => f.properties?.Comuna && f.geometry)
          .map((f) => {
            const [lng, lat] = geoCentroid(f);
            return { name: f.properties.Comuna as string, lng, lat };
          }),
      };
    })();
    loaded.catch(() => cache.delete(geodataDir));
    cache.set(geodataDir, loaded);
  }
  return loaded;
}

export interface MapPoint {
  lat: number;
  lng: number;
  /** Drawn larger and in the accent colour. */
  highlight?: boolean;
}

const featureOf = <G extends Geometry>(geometry: G): Feature<G> => ({
  type: 'Feature',
  properties: {},
  geometry,
});

/**
 * An SVG of the sites over Chile's regions, framed on the points with a margin (at least `minSpanDeg`
 * wide, so one site still shows its surroundings). Drawn with no network: the same TopoJSON as the
 * planning map, projected with d3-geo and clipped to the frame so only what shows is drawn.
 */
export function mapSvg(
  chile: Chile,
  points: MapPoint[],
  options: { width: number; height: number; minSpanDeg?: number; labels?: boolean },
): string {
  const { width, height } = options;
  const span = options.minSpanDeg ?? 0.05;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const [minLat, maxLat] = points.length ? [Math.min(...lats), Math.max(...lats)] : [-56, -17];
  const [minLng, maxLng] = points.length ? [Math.min(...lngs), Math.max(...lngs)] : [-76, -66];
  const padLat = Math.max((maxLat - minLat) * 0.15, span / 2);
  const padLng = Math.max((maxLng - minLng) * 0.15, span / 2);
  const frame = featureOf({
    type: 'MultiPoint' as const,
    coordinates: [
      [minLng - padLng, minLat - padLat],
      [maxLng + padLng, maxLat + padLat],
    ],
  });
  const projection = geoMercator()
    .fitExtent(
      [
        [8, 8],
        [width - 8, height - 8],
      ],
      frame,
    )
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
  const draw = geoPath(projection);
  // What the frame shows, in degrees (a little wider: the projection's fit adds margins).
  const topLeft = projection.invert?.([0, 0]) ?? [-180, 90];
  const bottomRight = projection.invert?.([width, height]) ?? [180, -90];
  const frameBox: Box = [topLeft[0] - 0.05, bottomRight[1] - 0.05, bottomRight[0] + 0.05, topLeft[1] + 0.05];
  const land = draw(featureOf(within(chile.land, frameBox))) ?? '';
  const borders = draw(featureOf(within(chile.borders, frameBox))) ?? '';
  const communeBorders = draw(featureOf(within(chile.communeBorders, frameBox))) ?? '';
  const labels = options.labels ? communeLabels(chile, projection, width, height) : '';
  const radius = Math.max(3, Math.min(width, height) / 60);
  const dots = points
    .map((p) => {
      const xy = projection([p.lng, p.lat]);
      if (!xy) return '';
      const r = p.highlight ? radius * 1.8 : radius;
      const fill = p.highlight ? '#e8590c' : '#1f4e79';
      return `<circle cx="${xy[0].toFixed(1)}" cy="${xy[1].toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}" stroke="#fff" stroke-width="1"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="#dcecf7"/>
<path d="${land}" fill="#f4f1ea" stroke="none"/>
<path d="${communeBorders}" fill="none" stroke="#c3cbd3" stroke-width="0.6"/>
<path d="${borders}" fill="none" stroke="#8a96a3" stroke-width="1.4"/>
${labels}
${dots}
</svg>`;
}

/**
 * Commune names where they fit: greedily, keeping labels apart, at most 30. Drawn only on the
 * overview (fonts are loaded for that one render; a machine without fonts simply shows none).
 */
function communeLabels(
  chile: Chile,
  projection: ReturnType<typeof geoMercator>,
  width: number,
  height: number,
) {
  const placed: [number, number][] = [];
  const out: string[] = [];
  for (const commune of chile.communes) {
    const xy = projection([commune.lng, commune.lat]);
    if (!xy || xy[0] < 40 || xy[1] < 20 || xy[0] > width - 40 || xy[1] > height - 10) continue;
    if (placed.some(([x, y]) => Math.abs(x - xy[0]) < 110 && Math.abs(y - xy[1]) < 28)) continue;
    placed.push([xy[0], xy[1]]);
    out.push(
      `<text x="${xy[0].toFixed(1)}" y="${xy[1].toFixed(1)}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="15" fill="#6b7785">${escapeXml(commune.name)}</text>`,
    );
    if (out.length >= 30) break;
  }
  return out.join('');
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The SVG as a PNG with resvg (no browser). Fonts are read only when the map has labels. */
export function svgToPng(svg: string, options: { fonts?: boolean } = {}): Buffer {
  return Buffer.from(new Resvg(svg, { font: { loadSystemFonts: options.fonts === true } }).render().asPng());
}
