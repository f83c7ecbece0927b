import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { QueryFn } from '../../db/client.ts';
import { upsertCommunes, upsertRegions } from './queries.ts';

export interface Commune {
  code: number;
  name: string;
  province: string;
  regionCode: number;
  region: string;
  lat: number | null;
  lng: number | null;
}

/** The geodata CSVs are plain (no quoted commas), but tolerate quotes around a field. */
function readCsv(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(file, 'utf8').trim().split(/\r?\n/);
  const names = header.split(',');
  return lines.map((line) => {
    const cells = line.split(',').map((c) => c.replace(/^"(.*)"$/, '$1'));
    return Object.fromEntries(names.map((n, i) => [n, cells[i] ?? '']));
  });
}

export function loadGeodata(geodataDir: string): {
  regions: { code: number; name: string }[];
  communes: Commune[];
} {
  const regionsFile = path.join(geodataDir, 'chile_regiones.csv');
  const communesFile = path.join(geodataDir, 'chile_comunas_centroids.csv');
  const regions = readCsv(regionsFile).map((r) => ({ code: Number(r.codregion), name: r.region }));
  const regionName = new Map(regions.map((r) => [r.code, r.name]));
  const communes = readCsv(communesFile).map((c) => ({
    code: Number(c.cod_comuna),
    name: c.comuna,
    province: c.provincia,
    regionCode: Number(c.codregion),
    region: regionName.get(Number(c.codregion)) ?? c.region,
    lat: c.lat ? Number(c.lat) : null,
    lng: c.lon ? Number(c.lon) : null,
  }));
  return { regions, communes };
}

/**
 * Regions and communes as the files say, whatever the database held: a new row is added, a renamed
 * one updated, so a start with newer files brings the database up to them.
 */
export async function upsertGeodata(
  query: QueryFn,
  geo: { regions: { code: number; name: string }[]; communes: Commune[] },
): Promise<void> {
  await query(upsertRegions(geo.regions));
  await query(upsertCommunes(geo.communes));
}
