import type { DistrictZonesDto } from '@plano/core';
import { loadCrosswalk } from './crosswalk.ts';
import { readIndiaZoneData } from './data.ts';
import { joinZones } from './join.ts';
import { projectIndiaOutlines } from './outlines.ts';
import { presentDistrictZones } from './presenter.ts';

/** The data are static: join once per GEODATA_DIR and keep the answer (a failed read is retried). */
const cache = new Map<string, Promise<DistrictZonesDto>>();

export function districtZones(geodataDir: string): Promise<DistrictZonesDto> {
  let answer = cache.get(geodataDir);
  if (!answer) {
    answer = Promise.all([readIndiaZoneData(geodataDir), projectIndiaOutlines(geodataDir)]).then(
      ([{ shapes, records }, outlines]) =>
        presentDistrictZones(joinZones(shapes, records, loadCrosswalk()), records, outlines),
    );
    answer.catch(() => cache.delete(geodataDir));
    cache.set(geodataDir, answer);
  }
  return answer;
}
