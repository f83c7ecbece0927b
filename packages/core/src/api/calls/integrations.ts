import { z } from 'zod';
import { defineCalls } from '../call.ts';
import { integrationsDto } from '../exports.ts';

/** Which outside systems are set up (addresses only). */
export const integrationCalls = defineCalls({
  '/fetch_integrations': { body: z.object({}).strict().optional(), response: { 200: integrationsDto } },
});
