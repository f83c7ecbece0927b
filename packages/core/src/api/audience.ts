import { z } from 'zod';

/**
 * A campaign's target audience (issue 25): who the plan's figures count. The socio-economic classes
 * are the sites' "homes by class" bands (SPEC §3); the age range is in years, both ends included,
 * and the model splits the census and site age bands proportionally where the range cuts one.
 */
export const AUDIENCE_CLASSES = ['ab', 'c1a', 'c1b', 'c2', 'c3', 'd', 'e'] as const;
export type AudienceClass = (typeof AUDIENCE_CLASSES)[number];
export const AUDIENCE_SEXES = ['all', 'male', 'female'] as const;
export type AudienceSex = (typeof AUDIENCE_SEXES)[number];
/** SPEC §5: "age default 20 to 40". 100 stands for "and older". */
export const AUDIENCE_AGE = { min: 0, max: 100, step: 1, defaultFrom: 20, defaultTo: 40 } as const;

const age = (field: string) =>
  z
    .number({ error: `${field} must be a whole number of years` })
    .int(`${field} must be a whole number of years`)
    .min(AUDIENCE_AGE.min, `${field} must be between ${AUDIENCE_AGE.min} and ${AUDIENCE_AGE.max}`)
    .max(AUDIENCE_AGE.max, `${field} must be between ${AUDIENCE_AGE.min} and ${AUDIENCE_AGE.max}`);

export const targetAudience = z
  .object({
    sex: z.enum(AUDIENCE_SEXES).default('all'),
    age_from: age('Age from').default(AUDIENCE_AGE.defaultFrom),
    age_to: age('Age to').default(AUDIENCE_AGE.defaultTo),
    classes: z
      .array(z.enum(AUDIENCE_CLASSES))
      .min(1, 'Choose at least one socio-economic class')
      .max(AUDIENCE_CLASSES.length)
      .default([...AUDIENCE_CLASSES])
      .transform((classes) => AUDIENCE_CLASSES.filter((c) => classes.includes(c))),
  })
  .strict()
  .refine((a) => a.age_from <= a.age_to, { message: 'Age from must not be above Age to', path: ['age_to'] });
export type TargetAudience = z.output<typeof targetAudience>;
export type TargetAudienceInput = z.input<typeof targetAudience>;

/** The audience of a campaign that never chose one. */
export const DEFAULT_TARGET_AUDIENCE: TargetAudience = {
  sex: 'all',
  age_from: AUDIENCE_AGE.defaultFrom,
  age_to: AUDIENCE_AGE.defaultTo,
  classes: [...AUDIENCE_CLASSES],
};
