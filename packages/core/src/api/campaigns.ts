import { z } from 'zod';
import { CAMPAIGN_TABS, MAX_BUDGET, MEDIA_TYPES } from '../constants.ts';
import { earliestToday, parseIsoDate } from '../validation/dates.ts';
import { optionalText, requiredList, requiredText } from '../validation/fields.ts';
import { formatMessage } from '../validation/messages.ts';
import { AUDIENCE_CLASSES, AUDIENCE_SEXES, DEFAULT_TARGET_AUDIENCE, targetAudience } from './audience.ts';

const required = (field: string) => formatMessage('required', { field });

const dateField = (field: string) =>
  z
    .string({ error: formatMessage('invalidDate', { field }) })
    .trim()
    .refine((v) => parseIsoDate(v) !== null, formatMessage('invalidDate', { field }));

/** A positive amount of Chilean pesos; a numeric string from a form input is accepted too. */
const budgetField = z
  .union([z.number(), z.string().trim()], { error: required('Budget') })
  .refine((v) => v !== '', required('Budget'))
  .transform((v) => (typeof v === 'string' ? Number(v.replace(/[\s,]/g, '')) : v))
  // Whole pesos: an amount that rounds to 0 is not a budget.
  .refine(
    (v) => Number.isFinite(v) && Math.round(v) >= 1,
    formatMessage('positiveNumber', { field: 'Budget' }),
  )
  .refine((v) => v <= MAX_BUDGET, formatMessage('tooLarge', { field: 'Budget' }))
  .transform((v) => Math.round(v));

/** Empty is "Required"; a value outside all/ooh/digital is "an invalid option". */
const mediaTypeField = z
  .string({ error: required('Media Type') })
  .trim()
  .min(1, required('Media Type'))
  .pipe(z.enum(MEDIA_TYPES, { error: formatMessage('invalidOption', { field: 'Media Type' }) }));

function checkDates(
  value: { start_date: string; end_date: string },
  ctx: z.RefinementCtx,
  options: { startFrom?: string },
): void {
  const start = parseIsoDate(value.start_date);
  const end = parseIsoDate(value.end_date);
  if (start && end && end <= start) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: formatMessage('endBeforeStart') });
  }
  if (start && options.startFrom && value.start_date < options.startFrom) {
    ctx.addIssue({
      code: 'custom',
      path: ['start_date'],
      message: formatMessage('startInPast', { field: 'Start Date' }),
    });
  }
}

const campaignShape = {
  brand: requiredText('Brand'),
  start_date: dateField('Start Date'),
  end_date: dateField('End Date'),
  budget: budgetField,
  states: requiredList('States'),
  cities: requiredList('Cities'),
  media_type: mediaTypeField,
};

/** The Create Campaign form and `/create_campaign`: one schema, the messages of SPEC §5. */
export function createCampaignSchema(today = earliestToday()) {
  return z
    .object({
      ...campaignShape,
      campaign_name: requiredText('Campaign Name'),
      // Issue 25: who the plan's figures count; a campaign that does not say gets SPEC §5's default.
      target_audience: targetAudience.default(DEFAULT_TARGET_AUDIENCE),
    })
    .superRefine((v, ctx) => checkDates(v, ctx, { startFrom: today }));
}
export const createCampaignBody = createCampaignSchema();
export type CreateCampaignInput = z.input<typeof createCampaignBody>;
export type CreateCampaignBody = z.output<typeof createCampaignBody>;

/**
 * Edit keeps a start date that has already passed; only the order of the dates is checked. An edit
 * without `target_audience` keeps the stored one (an older client must not reset it, decision 0029).
 */
export const updateCampaignData = z
  .object({
    ...campaignShape,
    name: requiredText('Campaign Name'),
    target_audience: targetAudience.optional(),
  })
  .superRefine((v, ctx) => checkDates(v, ctx, {}));
export type UpdateCampaignData = z.output<typeof updateCampaignData>;
export type UpdateCampaignInput = z.input<typeof updateCampaignData>;

const campId = z.uuid({ error: 'campId is not a valid campaign id' });
export const campIdBody = z.object({ campId });
export const updateCampaignBody = z.object({ campId, data: updateCampaignData });
/** The planning filters' audience (decision 0029): only the audience changes, nothing else of the campaign. */
export const setTargetAudienceBody = z.object({ campId, target_audience: targetAudience });
export type SetTargetAudienceBody = z.input<typeof setTargetAudienceBody>;
export const deleteCampaignsBody = z.object({
  campIds: z.array(campId).min(1, 'Choose at least one campaign').max(500),
});
export const fetchCampaignsBody = z.object({
  type: z.enum(CAMPAIGN_TABS, { error: 'type must be pending, awaiting or booked' }),
});

export const DISTINCT_FIELDS = ['state', 'city', 'media_type', 'format', 'lighting'] as const;
export const DISTINCT_FIELD_TYPES = ['original', 'dependent'] as const;
export const distinctFiltersBody = z.object({
  fields: z
    .array(
      z.union([
        z.enum(DISTINCT_FIELDS),
        z.object({ name: z.enum(DISTINCT_FIELDS), val: optionalText('Value') }),
        // SPEC §7's shape: `original` lists every value, `dependent` narrows by `query`.
        z.object({ type: z.enum(DISTINCT_FIELD_TYPES), val: z.enum(DISTINCT_FIELDS) }),
      ]),
    )
    .min(1)
    .max(DISTINCT_FIELDS.length * DISTINCT_FIELD_TYPES.length),
  query: z
    .object({ state: z.object({ $in: z.array(requiredText('State')).max(100) }).optional() })
    .strict()
    .optional(),
});
export type DistinctFiltersBody = z.infer<typeof distinctFiltersBody>;

/** A stored audience as answered: plain fields, already checked on the way in. */
export const targetAudienceDto = z.object({
  sex: z.enum(AUDIENCE_SEXES),
  age_from: z.number(),
  age_to: z.number(),
  classes: z.array(z.enum(AUDIENCE_CLASSES)),
});

export const campaignDto = z.object({
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  created_by: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  budget: z.number(),
  budget_used: z.number(),
  bd_progress: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  states: z.array(z.string()),
  cities: z.array(z.string()),
  media_type: z.enum(MEDIA_TYPES),
  media_types: z.array(z.string()),
  networks: z.array(z.string()),
  status: z.enum(CAMPAIGN_TABS),
  camp_type: z.string(),
  locaudit_created: z.boolean(),
  created_at: z.string(),
  edited_at: z.string(),
  booked_inventory: z.number(),
  target_audience: targetAudienceDto,
});
export type CampaignDto = z.infer<typeof campaignDto>;

/** 'All' in the cities list means every city of the chosen states. */
export const ALL_CITIES = 'All';
