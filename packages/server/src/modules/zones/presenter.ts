import { type DistrictZonesDto, NO_ZONE, type ZoneDistrictDto } from '@plano/core';
import { type JoinResult, recordZone, type ZoneRecord } from './join.ts';
import { type IndiaOutlines, outlineOf } from './outlines.ts';

export const ZONE_SOURCE = {
  name: 'covid19india.org (zones.json)',
  url: 'https://github.com/covid19india/data',
};

const sortable = (date: string) => date.split('/').reverse().join('');

function present(record: ZoneRecord): ZoneDistrictDto {
  return {
    district: record.district,
    state: record.state,
    zone: recordZone(record.zone),
    lastupdated: record.lastupdated,
  };
}

export function presentDistrictZones(
  join: JoinResult,
  records: ZoneRecord[],
  outlines: IndiaOutlines,
): DistrictZonesDto {
  const legend = { Red: 0, Orange: 0, Green: 0, [NO_ZONE]: 0 };
  for (const shape of join.shapes) if (shape.drawn) legend[shape.zone] += 1;
  const dates = records
    .map((record) => record.lastupdated)
    .sort((a, b) => sortable(a).localeCompare(sortable(b)));
  return {
    districts: join.shapes.map((shape) => ({
      id: shape.id,
      name: shape.name,
      state: shape.state,
      zone: shape.zone,
      drawn: shape.drawn,
      ...outlineOf(outlines, shape.id),
      zone_districts: shape.records.map(({ record }) => present(record)),
    })),
    map: outlines.map,
    legend,
    date_range: { from: dates[0] ?? '', to: dates.at(-1) ?? '' },
    source: ZONE_SOURCE,
    not_shown: [
      ...join.unmatchedRecords.map(({ record, reason }) => ({
        ...present(record),
        kind: 'no_shape' as const,
        reason,
      })),
      ...join.shapes
        .filter((shape) => !shape.drawn)
        .flatMap((shape) =>
          shape.records.map(({ record }) => ({
            ...present(record),
            kind: 'no_outline' as const,
            reason: `the map has no outline for ${shape.name}`,
          })),
        ),
    ],
  };
}
