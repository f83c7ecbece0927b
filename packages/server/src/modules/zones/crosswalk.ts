import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../../paths.ts';

/**
 * The explicit crosswalk (crosswalk.csv beside this file): a zone record the name rules cannot
 * place, the GADM shape it belongs to, and why. A blank shape means "no shape, on purpose".
 */
export interface CrosswalkLine {
  statecode: string;
  district: string;
  /** GADM NAME_1 and NAME_2 exactly as in the map file; both blank when the district has no shape. */
  shapeState: string;
  shapeDistrict: string;
  reason: string;
}

const CROSSWALK_FILE = path.join(serverRoot, 'src/modules/zones/crosswalk.csv');

/** Columns: statecode,district,shape_state,shape_district,reason (the reason may hold commas). */
export function parseCrosswalk(text: string): CrosswalkLine[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  return lines.slice(1).map((line, index) => {
    const cells = line.split(',');
    const [statecode, district, shapeState, shapeDistrict] = cells.map((cell) => cell.trim());
    const reason = cells.slice(4).join(',').trim();
    if (!statecode || !district || !reason || Boolean(shapeState) !== Boolean(shapeDistrict)) {
      throw new Error(`crosswalk.csv line ${index + 2} is incomplete: ${line}`);
    }
    return { statecode, district, shapeState: shapeState ?? '', shapeDistrict: shapeDistrict ?? '', reason };
  });
}

export function loadCrosswalk(file = CROSSWALK_FILE): CrosswalkLine[] {
  return parseCrosswalk(readFileSync(file, 'utf8'));
}
