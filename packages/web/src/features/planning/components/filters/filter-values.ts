import { AREA, FINAL_SCORE, type PlanningFiltersInput, RADIUS } from '@plano/core';

export type Gender = 'male' | 'female';
export type CampaignType = 'ooh' | 'digital';
export type Availability = 'available' | 'booked';
export type Range = [number, number];

/** What the Filters card holds; defaults mean "no filter". */
export interface FilterValues {
  gender: Gender | null;
  /** Free or booked by another campaign for this campaign's dates. */
  availability: Availability | null;
  type: CampaignType[];
  places: string[];
  radius: number;
  traffic_density: string[];
  media_owner: string[];
  sec_classification: string[];
  sec_600mt: string[];
  format: string[];
  media_type: string[];
  area: Range;
  finalScore: Range;
}

export const DEFAULT_FILTERS: FilterValues = {
  gender: null,
  availability: null,
  type: [],
  places: [],
  radius: RADIUS.default,
  traffic_density: [],
  media_owner: [],
  sec_classification: [],
  sec_600mt: [],
  format: [],
  media_type: [],
  area: [AREA.min, AREA.max],
  finalScore: [FINAL_SCORE.min, FINAL_SCORE.max],
};

const LISTS = [
  'traffic_density',
  'media_owner',
  'sec_classification',
  'sec_600mt',
  'format',
  'media_type',
] as const;

/** A slider range as the server reads it: only the ends moved away from the slider's limits. */
function toRange([low, high]: Range, limits: { min: number; max: number }, scale = 1) {
  const range: { $gte?: number; $lte?: number } = {};
  if (low > limits.min) range.$gte = low / scale;
  if (high < limits.max) range.$lte = high / scale;
  return Object.keys(range).length > 0 ? range : undefined;
}

/** The Filter object of SPEC §3, holding only what the planner set. */
export function toPlanningFilters(values: FilterValues): PlanningFiltersInput {
  const filters: PlanningFiltersInput = {};
  if (values.gender) filters.gender = values.gender;
  if (values.availability) filters.availability = values.availability;
  if (values.type.length > 0) filters.type = values.type.map((t) => t.toLowerCase() as CampaignType);
  for (const key of LISTS) if (values[key].length > 0) filters[key] = values[key];
  if (values.places.length > 0) filters.nearby = { places: values.places.map(Number), radius: values.radius };
  const area = toRange(values.area, AREA);
  if (area) filters.area_n = area;
  // The score slider runs 0–150 and the site's score is a 0–1 fraction (SPEC §5).
  const score = toRange(values.finalScore, FINAL_SCORE, 100);
  if (score) filters['additional_data.final_score'] = score;
  return filters;
}

/** How many filters differ from their defaults (the badge on the Filters button). */
export function countActiveFilters(values: FilterValues): number {
  const filters = toPlanningFilters(values);
  return Object.keys(filters).length;
}
