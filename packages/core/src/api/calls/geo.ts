import { z } from 'zod';
import { defineCalls } from '../call.ts';
import { distinctCityStatesBody, stateCitiesDto } from '../geo.ts';

/** The regions and communes a campaign may choose. */
export const geoCalls = defineCalls({
  '/fetch_distinct_city_states': {
    body: distinctCityStatesBody,
    response: { 200: z.object({ result: z.array(stateCitiesDto) }) },
  },
});
