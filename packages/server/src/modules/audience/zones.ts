import { readFileSync } from 'node:fs';
import path from 'node:path';
import KDBush from 'kdbush';
import { loadGeodata } from '../geo/index.ts';

/**
 * The census zones the reach is counted over (INE Censo 2017 via chilemapas, geodata/SOURCES.md):
 * the 4,865 urban zones that have a centroid, 84 % of the population. Read once per process and
 * kept in memory — 4,865 rows are ~300 KB, read by every audience call at every site, and never
 * filtered by SQL, so a table would only add a round trip per call (decision 0028).
 */
export interface Zones {
  count: number;
  /** Planar kilometres (see toKm), for distances within a city. */
  x: Float64Array;
  y: Float64Array;
  /** People by the census' own age bands: 0–5, 6–14, 15–64, 65+. */
  bands: [Float64Array, Float64Array, Float64Array, Float64Array];
  /** The zone's area, km² (of the simplified polygon). */
  areaKm2: Float64Array;
  communeCode: Int32Array;
  communeName: string[];
  regionName: string[];
  index: KDBush;
}

export const ZONES_FILE = 'chile-census-2017-zones.csv';
/** Years each census band spans; 65+ runs to the contract's 100 ("and older"). */
export const CENSUS_BANDS = [
  { from: 0, to: 5 },
  { from: 6, to: 14 },
  { from: 15, to: 64 },
  { from: 65, to: 100 },
] as const;

const KM_PER_DEGREE_LAT = 110.574;
const KM_PER_DEGREE_LNG_AT_EQUATOR = 111.32;

/** Equirectangular kilometres: under 0.5 % off within the few kilometres the kernel reaches. */
export function toKm(lat: number, lng: number): { x: number; y: number } {
  return {
    x: lng * KM_PER_DEGREE_LNG_AT_EQUATOR * Math.cos((lat * Math.PI) / 180),
    y: lat * KM_PER_DEGREE_LAT,
  };
}

const cache = new Map<string, Zones>();

export function censusZones(geodataDir: string): Zones {
  let zones = cache.get(geodataDir);
  if (!zones) {
    zones = readZones(geodataDir);
    cache.set(geodataDir, zones);
  }
  return zones;
}

function readZones(geodataDir: string): Zones {
  const { communes } = loadGeodata(geodataDir);
  const communeByCode = new Map(communes.map((c) => [c.code, c]));
  const [header, ...lines] = readFileSync(path.join(geodataDir, ZONES_FILE), 'utf8').trim().split(/\r?\n/);
  const col = Object.fromEntries(header.split(',').map((name, i) => [name, i]));
  // Rural localities and remainders have no centroid: they cannot be placed, so they are left out.
  const rows = lines.map((line) => line.split(',')).filter((cells) => cells[col.lat] !== '');
  const count = rows.length;
  const x = new Float64Array(count);
  const y = new Float64Array(count);
  const bands: Zones['bands'] = [0, 1, 2, 3].map(() => new Float64Array(count)) as Zones['bands'];
  const areaKm2 = new Float64Array(count);
  const communeCode = new Int32Array(count);
  const communeName: string[] = [];
  const regionName: string[] = [];
  const index = new KDBush(count);
  const bandColumns = ['pop_0_5', 'pop_6_14', 'pop_15_64', 'pop_65'];
  rows.forEach((cells, i) => {
    const km = toKm(Number(cells[col.lat]), Number(cells[col.lon]));
    x[i] = km.x;
    y[i] = km.y;
    bandColumns.forEach((name, b) => {
      bands[b][i] = Number(cells[col[name]]) || 0;
    });
    areaKm2[i] = Number(cells[col.area_km2]) || 0;
    const code = Number(cells[col.cod_comuna]);
    communeCode[i] = code;
    const commune = communeByCode.get(code);
    // The five communes BCN spells otherwise keep the census' spelling (SOURCES.md).
    communeName.push(commune?.name ?? cells[col.comuna]);
    regionName.push(commune?.region ?? '');
    index.add(km.x, km.y);
  });
  index.finish();
  return { count, x, y, bands, areaKm2, communeCode, communeName, regionName, index };
}
