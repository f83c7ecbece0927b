import { z } from 'zod';
import { planningFilters, siteMarkerDto } from './planning.ts';

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

const campId = z.uuid({ error: 'campId is not a valid campaign id' });

/**
 * One modelled figure: the median of the Monte Carlo draws and its 90 % interval (5th and 95th
 * percentiles). Deterministic: the same plan gives the same figure.
 */
export const audienceFigureDto = z.object({ median: z.number(), low: z.number(), high: z.number() });
export type AudienceFigureDto = z.infer<typeof audienceFigureDto>;

/**
 * POST /plan_audience {campId, inv_ids}: what a plan buys over the campaign's dates, counted in its
 * target audience (docs/audience-model.md). Zero sites → every figure zero.
 */
export const planAudienceBody = z.object({
  campId,
  inv_ids: z
    .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER), {
      error: 'Sites must be a list of site ids',
    })
    .max(100_000, 'At most 100,000 sites at once'),
});
export type PlanAudienceBody = z.input<typeof planAudienceBody>;
export const planAudienceDto = z.object({
  /** Target impressions over the campaign's dates. */
  impressions: audienceFigureDto,
  /** People of the target audience who see the plan at least once. */
  reach: audienceFigureDto,
  /** reach as a percent (0–100) of the target population. */
  reach_percent: audienceFigureDto,
  /** Average times each reached person sees it: impressions / reach. */
  frequency: audienceFigureDto,
  /** 100 × impressions / target population. */
  grp: audienceFigureDto,
  /** The target audience living in the campaign's area (people). */
  target_population: z.number(),
  /** Percent of the target population reached at least 1, 3 and 5 times (medians). */
  distribution: z.object({ one_plus: z.number(), three_plus: z.number(), five_plus: z.number() }),
  /** The uncertain input that most widens the interval (e.g. 'volumes', 'visibility', 'k', 'kernel', 'target_share'). */
  main_uncertainty: z.string(),
  weeks: z.number(),
});
export type PlanAudienceDto = z.infer<typeof planAudienceDto>;

/** POST /site_audience {campId, siteId, inv_ids}: one site seen from the site panel, beside the current plan. */
export const siteAudienceBody = planAudienceBody.extend({ siteId: z.number().int().positive() });
export const siteAudienceDto = z.object({
  weekly_target_impressions: z.number(),
  /** Cost per thousand target impressions over the campaign's dates, in the campaign's currency; null when it has none. */
  cost_per_thousand: z.number().nullable(),
  /** People the site would add to the plan's reach (0 when it is already in it). */
  added_reach: audienceFigureDto,
});
export type SiteAudienceDto = z.infer<typeof siteAudienceDto>;

/**
 * POST /optimize_plan {campId, budget?, caps?}: the plan with the most target reach within the budget
 * (default: the campaign's remaining budget) over the current filters, keeping what is planned.
 */
export const optimizePlanBody = z.object({
  campId,
  budget: z.number().positive('Budget must be above zero').max(1e15).optional(),
  caps: z
    .object({
      max_sites: z.number().int().positive().max(100_000).optional(),
      /** At most this share (0–1) of the budget with one media owner. */
      max_owner_share: z.number().gt(0).max(1).optional(),
    })
    .strict()
    .optional(),
  /** The planning page's current filters (as /v2/fetch_sugg_inventory_map takes them); none = every plannable site. */
  filters: planningFilters.optional(),
});
export type OptimizePlanBody = z.input<typeof optimizePlanBody>;
export const optimizePlanDto = z.object({
  /** The proposed plan, in the greedy's order (the must-keep planned sites first). */
  inv_ids: z.array(z.number()),
  cost: z.number(),
  figures: planAudienceDto,
  /** What the screen shows of each proposed site (the map, the tick list), in `inv_ids`' order. */
  sites: z.array(siteMarkerDto),
  /** Reach against money along the greedy's order: one point per step, at most a few hundred. */
  curve: z.array(z.object({ cost: z.number(), reach: z.number() })),
});
export type OptimizePlanDto = z.infer<typeof optimizePlanDto>;

/**
 * A search over more candidate sites than a request computes at once (the server's
 * OPTIMIZE_INLINE_SITES, 100,000 by default) runs as a job: /optimize_plan answers 202 with this,
 * and POST /optimize_plan_job {jobId} answers it again until `status` is done (with `result`) or
 * failed (with `error`). `progress` says which step runs and how far it is.
 */
export const OPTIMIZE_PHASES = ['reading', 'choosing', 'figures'] as const;
export const optimizePlanProgress = z.object({
  phase: z.enum(OPTIMIZE_PHASES),
  done: z.number(),
  total: z.number(),
});
export type OptimizePlanProgress = z.infer<typeof optimizePlanProgress>;
export const optimizePlanJobDto = z.object({
  job_id: z.uuid(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  progress: optimizePlanProgress.nullable(),
  result: optimizePlanDto.optional(),
  error: z.string().optional(),
});
export type OptimizePlanJobDto = z.infer<typeof optimizePlanJobDto>;
export const optimizePlanJobBody = z.object({ jobId: z.uuid({ error: 'jobId is not a valid job id' }) });
