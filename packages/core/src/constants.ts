export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Campaign media type: All = all, Traditional OOH = ooh, Digital OOH = digital. */
export const MEDIA_TYPES = ['all', 'ooh', 'digital'] as const;
export type CampaignMediaType = (typeof MEDIA_TYPES)[number];

/** Campaign list tabs; `awaiting` is shown as Planned. */
export const CAMPAIGN_TABS = ['pending', 'awaiting', 'booked'] as const;
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];

/** A site's status inside a plan (see the lifecycle in docs/ARCHITECTURE.md). */
export const PLAN_ROW_STATUSES = ['planned', 'pending', 'approved', 'rejected', 'booked'] as const;
export type PlanRowStatus = (typeof PLAN_ROW_STATUSES)[number];

export const LIGHTING = [
  'Lit',
  'Non Lit',
  'Back Lit',
  'Front Lit',
  'SAV',
  'Contravision',
  'Ambient Lit',
  'Digital',
  'LED',
] as const;

export const BUSINESS_UNITS = ['Plano Media', 'Plano Digital', 'Plano Outdoor'] as const;

export const SEC_CLASSES = ['ab', 'c1a', 'c1b', 'c2', 'c3', 'd', 'e'] as const;
export const AGE_BANDS = ['p_0_5', 'p_6_14', 'p_15_29', 'p_30_44', 'p_45_64', 'p_65'] as const;
export const ANALYSIS_RADII = ['600mt', '1000mt'] as const;
export const TRAFFIC_DENSITIES = ['high', 'medium', 'low'] as const;
export const NETWORKS = ['employed', 'HNI', 'residential', 'shopaholic', 'traffic', 'youth'] as const;

export const PASSWORD_MIN_LENGTH = 8;
/** CLP has no minor unit; a budget above this is a typo, not a campaign. */
export const MAX_BUDGET = 1_000_000_000_000_000;
export const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** The most sites one budget or plan call may carry; more is refused with a clear 400. */
export const MAX_PLAN_SITES = 100_000;
