import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { INDIA_DISTRICTS_FILE, INDIA_DISTRICTS_OBJECT } from '@plano/core';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors.ts';
import { loadCrosswalk } from './crosswalk.ts';
import type { DistrictShape, ZoneRecord } from './join.ts';

export const ZONES_FILE = 'covid19india-zones.json';

const zonesFile = z.object({
  zones: z.array(
    z.object({
      district: z.string(),
      districtcode: z.string(),
      lastupdated: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/),
      source: z.string(),
      state: z.string(),
      statecode: z.string(),
      zone: z.string(),
    }),
  ),
});

const topologyFile = z.object({
  type: z.literal('Topology'),
  objects: z.record(
    z.string(),
    z.object({
      geometries: z.array(
        z.object({
          type: z.string().nullable().optional(),
          properties: z.object({
            ID_2: z.number(),
            NAME_1: z.string(),
            NAME_2: z.string(),
            VARNAME_2: z.string().nullish(),
          }),
        }),
      ),
    }),
  ),
});

export const unavailable = (detail: string) =>
  new AppError(503, 'unavailable', `The India zone data is not available on this server (${detail})`);

export async function readJson(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8').catch(() => {
    throw unavailable(`${path.basename(file)} is missing from GEODATA_DIR`);
  });
  try {
    return JSON.parse(text);
  } catch {
    throw unavailable(`${path.basename(file)} is not valid JSON`);
  }
}

export interface IndiaZoneData {
  shapes: DistrictShape[];
  records: ZoneRecord[];
}

/** Reads the map's district properties and the zone records from GEODATA_DIR (static files). */
export async function readIndiaZoneData(geodataDir: string): Promise<IndiaZoneData> {
  const topology = topologyFile.safeParse(await readJson(path.join(geodataDir, INDIA_DISTRICTS_FILE)));
  const collection = topology.success ? topology.data.objects[INDIA_DISTRICTS_OBJECT] : undefined;
  if (!collection) throw unavailable(`${INDIA_DISTRICTS_FILE} has no ${INDIA_DISTRICTS_OBJECT} districts`);
  const zones = zonesFile.safeParse(await readJson(path.join(geodataDir, ZONES_FILE)));
  if (!zones.success) throw unavailable(`${ZONES_FILE} does not hold zone records`);
  return {
    shapes: collection.geometries.map(({ type, properties }) => ({
      id: properties.ID_2,
      gadmState: properties.NAME_1,
      name: properties.NAME_2,
      varname: properties.VARNAME_2 ?? '',
      drawn: type === 'Polygon' || type === 'MultiPolygon',
    })),
    records: zones.data.zones,
  };
}

export { loadCrosswalk };
