import { z } from 'zod';
import { optionalText } from '../validation/fields.ts';

export const distinctCityStatesBody = z
  .object({ country: optionalText('Country', 100) })
  .strict()
  .optional();

export const stateCitiesDto = z.object({ state: z.string(), cities: z.array(z.string()) });
export type StateCitiesDto = z.infer<typeof stateCitiesDto>;
