import { emptyBody } from '../auth.ts';
import { defineCalls } from '../call.ts';
import { districtZonesDto } from '../zones.ts';

/** The (public, historical) zone map. */
export const zoneCalls = defineCalls({
  '/fetch_district_zones': { body: emptyBody, response: { 200: districtZonesDto } },
});
