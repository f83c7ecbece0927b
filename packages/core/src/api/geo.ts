import { z } from 'zod';

export const distinctCityStatesBody = z
  .object({ country: z.string().trim().max(100).optional() })
  .strict()
  .optional();

export const stateCitiesDto = z.object({ state: z.string(), cities: z.array(z.string()) });
export type StateCitiesDto = z.infer<typeof stateCitiesDto>;
