import { emptyBody } from '../auth.ts';
import { defineCalls } from '../call.ts';
import { mapConfigDto } from '../planning.ts';

/** Which base map the web draws. */
export const mapCalls = defineCalls({
  '/fetch_map_config': { body: emptyBody, response: { 200: mapConfigDto } },
});
