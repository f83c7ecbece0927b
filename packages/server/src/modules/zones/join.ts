import { NO_ZONE, ZONES, type ZoneKey } from '@plano/core';
import type { CrosswalkLine } from './crosswalk.ts';
import { alternativeNames, nameKey } from './normalise.ts';
import { currentState } from './states.ts';

/** One record of covid19india's zones.json. */
export interface ZoneRecord {
  district: string;
  districtcode: string;
  lastupdated: string;
  source: string;
  state: string;
  statecode: string;
  zone: string;
}

/** One GADM v2 district shape (properties of IND_adm2), and whether it has a geometry to draw. */
export interface DistrictShape {
  id: number;
  gadmState: string;
  name: string;
  varname: string;
  drawn: boolean;
}

export type MatchRule = 'name' | 'alternative name' | 'crosswalk';

export interface JoinedShape extends DistrictShape {
  /** The state as of 2020. */
  state: string;
  zone: ZoneKey;
  records: { record: ZoneRecord; rule: MatchRule }[];
}

export interface JoinResult {
  shapes: JoinedShape[];
  unmatchedRecords: { record: ZoneRecord; reason: string }[];
  unmatchedShapes: { shape: JoinedShape; reason: string }[];
  /** Crosswalk lines that name no zone record: stale data to fix, never silently ignored. */
  staleCrosswalk: CrosswalkLine[];
}

export function recordZone(zone: string): ZoneKey {
  return (ZONES as readonly string[]).includes(zone) ? (zone as ZoneKey) : NO_ZONE;
}

/** Red over Orange over Green; NA only when no record carries a zone. */
export function mostSevere(zones: ZoneKey[]): ZoneKey {
  return ZONES.find((zone) => zones.includes(zone)) ?? NO_ZONE;
}

function indexBy(shapes: JoinedShape[], names: (shape: JoinedShape) => string[]) {
  const index = new Map<string, JoinedShape[]>();
  for (const shape of shapes) {
    for (const key of new Set(names(shape).map((name) => `${nameKey(shape.state)}|${nameKey(name)}`))) {
      index.set(key, [...(index.get(key) ?? []), shape]);
    }
  }
  return index;
}

/**
 * Joins zone records to shapes: an explicit crosswalk line first (a person decided), then the
 * normalised name within the 2020 state, then GADM's alternative names. A name that fits several
 * shapes is not guessed: the record stays unmatched with that reason until the crosswalk says.
 */
export function joinZones(
  shapes: DistrictShape[],
  records: ZoneRecord[],
  crosswalk: CrosswalkLine[],
): JoinResult {
  const joined: JoinedShape[] = shapes.map((shape) => ({
    ...shape,
    state: currentState(shape.gadmState, shape.name),
    zone: NO_ZONE,
    records: [],
  }));
  const byName = indexBy(joined, (shape) => [shape.name]);
  const byAlternative = indexBy(joined, (shape) => alternativeNames(shape.varname));
  const byGadmName = new Map(joined.map((shape) => [`${shape.gadmState}|${shape.name}`, shape]));
  const lines = new Map(crosswalk.map((line) => [`${line.statecode}|${line.district}`, line]));
  const usedLines = new Set<CrosswalkLine>();
  const unmatchedRecords: JoinResult['unmatchedRecords'] = [];

  for (const record of records) {
    const line = lines.get(`${record.statecode}|${record.district}`);
    if (line) {
      usedLines.add(line);
      if (!line.shapeDistrict) {
        unmatchedRecords.push({ record, reason: line.reason });
        continue;
      }
      const shape = byGadmName.get(`${line.shapeState}|${line.shapeDistrict}`);
      if (!shape) {
        unmatchedRecords.push({
          record,
          reason: `crosswalk names ${line.shapeDistrict}, ${line.shapeState}, which the map does not have`,
        });
        continue;
      }
      shape.records.push({ record, rule: 'crosswalk' });
      continue;
    }
    const key = `${nameKey(record.state)}|${nameKey(record.district)}`;
    let placed = false;
    for (const [rule, index] of [
      ['name', byName],
      ['alternative name', byAlternative],
    ] as const) {
      const found = index.get(key) ?? [];
      if (found.length > 1) {
        unmatchedRecords.push({
          record,
          reason: `${rule} fits ${found.length} shapes (${found.map((s) => s.name).join(', ')}); add a crosswalk line`,
        });
        placed = true;
        break;
      }
      if (found.length === 1) {
        found[0]?.records.push({ record, rule });
        placed = true;
        break;
      }
    }
    if (!placed) {
      unmatchedRecords.push({
        record,
        reason: `no shape named ${record.district} in ${record.state}; add a crosswalk line`,
      });
    }
  }

  for (const shape of joined)
    shape.zone = mostSevere(shape.records.map(({ record }) => recordZone(record.zone)));
  return {
    shapes: joined,
    unmatchedRecords,
    unmatchedShapes: joined
      .filter((shape) => shape.records.length === 0)
      .map((shape) => ({ shape, reason: 'no zone record names it or is crosswalked to it' })),
    staleCrosswalk: crosswalk.filter((line) => !usedLines.has(line)),
  };
}
