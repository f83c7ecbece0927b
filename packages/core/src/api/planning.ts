import { z } from 'zod';
import { MAX_PLAN_SITES } from '../constants.ts';
import {
  optionalText,
  requiredText,
  safeId,
  safeIdOrDigits,
  siteIdList,
  sliderValue,
} from '../validation/fields.ts';

/** A categorical filter: one value or several (any of them matches). */
const oneOrMany = (field: string) =>
  z
    .union([requiredText(field), z.array(requiredText(field)).max(200)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional();
const range = (field: string, slider: { max: number; step: number }) =>
  z
    .object({
      $gte: sliderValue(field, slider.max, slider.step).optional(),
      $lte: sliderValue(field, slider.max, slider.step).optional(),
    })
    .strict()
    .optional();

export const RADIUS = { min: 0, max: 10_000, step: 100, default: 2000 } as const;
export const AREA = { min: 0, max: 1000, step: 5 } as const;
/** The final-score slider runs 0–150 and is sent divided by 100 (SPEC §5). */
export const FINAL_SCORE = { min: 0, max: 150, step: 5 } as const;
/** What the server receives of the final-score slider: a fraction, in steps of 0.05. */
const FINAL_SCORE_SENT = { max: FINAL_SCORE.max / 100, step: FINAL_SCORE.step / 100 } as const;
export const GRID_PAGE_SIZES = [10, 20, 50] as const;
export type GridPageSize = (typeof GRID_PAGE_SIZES)[number];
/**
 * Up to this many sites in view the map answer carries each as a marker; past it, clusters (a grid
 * of the screen, issue 22): more markers than this cannot be told apart on a screen anyway.
 */
export const MAX_MAP_MARKERS = 1_500;
/** The zooms the map call accepts (MapLibre's range, the planning map stops at 18). */
export const MAP_ZOOM = { min: 0, max: 22 } as const;
/**
 * The map answer lists every matching id (`inv_ids`) only up to this many; past it `inv_ids` is
 * absent and "Add All", the budget and the plan resolve the selection on the server (issue 22).
 */
export const MAX_MAP_IDS = 10_000;

/** The Filter object of SPEC §3 (plus availability and a site-code search). */
export const planningFilters = z
  .object({
    sec_classification: oneOrMany('Socio-Economic Class'),
    nearby: z
      .object({
        places: z.array(safeIdOrDigits('Place')).max(100),
        radius: sliderValue('Radius', RADIUS.max, RADIUS.step),
      })
      .strict()
      .optional(),
    area_n: range('Area', AREA),
    'additional_data.final_score': range('Final Score', FINAL_SCORE_SENT),
    type: z
      .union([z.enum(['ooh', 'digital']), z.array(z.enum(['ooh', 'digital'])).max(2)])
      .transform((v) => (Array.isArray(v) ? v : [v]))
      .optional(),
    gender: z.enum(['male', 'female']).optional(),
    traffic_density: oneOrMany('Traffic Density'),
    media_owner: oneOrMany('Media Owner'),
    sec_600mt: oneOrMany('Socio-Economic Class'),
    format: oneOrMany('Format'),
    media_type: oneOrMany('Media Type'),
    availability: z.enum(['available', 'booked']).optional(),
  })
  .strict();
export type PlanningFilters = z.output<typeof planningFilters>;
export type PlanningFiltersInput = z.input<typeof planningFilters>;

const lat = z.number().min(-90).max(90);
const lng = z.number().min(-180).max(180);
export const boundsSchema = z
  .object({ ne: z.object({ lat, lng }), sw: z.object({ lat, lng }) })
  .refine((b) => b.ne.lat >= b.sw.lat, 'bounds.ne must be north of bounds.sw');
export type Bounds = z.infer<typeof boundsSchema>;

const campId = z.uuid({ error: 'campId is not a valid campaign id' });
const siteId = safeId('Site');

export const suggInventoryMapBody = z.object({
  campId,
  filters: planningFilters.default({}),
  networks: z.array(requiredText('Network')).max(20).optional(),
  bounds: boundsSchema.optional(),
  /**
   * The map's zoom: past MAX_MAP_MARKERS sites in view the answer is clusters on a grid of this
   * zoom's tiles. Optional: SPEC's call without it gets a grid that fits the bounds.
   */
  zoom: z.number().min(MAP_ZOOM.min).max(MAP_ZOOM.max).optional(),
  /**
   * false: leave the campaign area's places out (issue 22). They are the same on every pan, so the
   * planning page asks /fetch_nearby_places once per campaign; SPEC's call without it still gets them.
   */
  include_nearby: z.boolean().default(true),
});
export type SuggInventoryMapBody = z.input<typeof suggInventoryMapBody>;

export const suggInventoryBody = z.object({
  campId,
  filters: planningFilters.default({}),
  page: z.number().int().min(0).max(100_000).default(0),
  limit: z.union([z.literal(10), z.literal(20), z.literal(50)]).default(10),
  search: optionalText('Search', 100),
});

export const campOnlyBody = z.object({ campId });

export const siteDetailsBody = z.object({ campId, siteId });

/**
 * The sites "Add All" chose, described instead of listed (issue 22): every site the campaign may
 * plan that matches these filters (and lies inside the bounds, when given), as the map counted
 * them. Past MAX_MAP_IDS the map does not send their ids; the server resolves this instead.
 * `networks` is the map call's own field, taken for the same shape and, like there, not a filter.
 */
export const planSelection = z
  .object({
    filters: planningFilters.default({}),
    networks: z.array(requiredText('Network')).max(20).optional(),
    bounds: boundsSchema.optional(),
  })
  .strict();
export type PlanSelection = z.input<typeof planSelection>;

export const SITES_CHOICE_MESSAGES = {
  oneOfThem: 'Send either the sites (inv_ids) or a selection, not both',
  neither: 'Choose at least one site',
  excludeWithoutSelection: 'Excluded sites go with a selection only',
} as const;

/**
 * The sites a call is about: listed (`inv_ids`) or described (`selection`), exactly one of them;
 * `exclude_ids` are the sites the planner unticked after Add All, with a selection only.
 */
const sitesChoice = z.object({
  campId,
  inv_ids: siteIdList('Sites', MAX_PLAN_SITES).optional(),
  selection: planSelection.optional(),
  exclude_ids: siteIdList('Excluded sites', MAX_PLAN_SITES).optional(),
});
function exactlyOneChoice(
  body: { inv_ids?: number[]; selection?: unknown; exclude_ids?: number[] },
  ctx: z.RefinementCtx,
) {
  const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
  if (body.inv_ids && body.selection) issue(SITES_CHOICE_MESSAGES.oneOfThem);
  else if (!body.inv_ids && !body.selection) issue(SITES_CHOICE_MESSAGES.neither);
  else if (body.exclude_ids && !body.selection) issue(SITES_CHOICE_MESSAGES.excludeWithoutSelection);
}

export const budgetBody = sitesChoice.superRefine(exactlyOneChoice);
/** A selection kept while the planner was away: which of its sites the campaign may still plan. */
export const selectableSitesBody = budgetBody;
/** `inv_ids` answers a list; a selection is answered by its count (excluded sites left out). */
export const selectableSitesDto = z.object({
  inv_ids: z.array(z.number()).optional(),
  total_count: z.number(),
});
export const bookInventoryBody = sitesChoice
  .extend({
    selectedInv: z.array(z.unknown()).optional(),
    bookingWithIncreasedBudget: z.boolean().optional(),
    /** The planner was told some sites are booked by another campaign for these dates, and adds them. */
    addBookedElsewhere: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    exactlyOneChoice(body, ctx);
    if (body.inv_ids?.length === 0) ctx.addIssue({ code: 'custom', message: SITES_CHOICE_MESSAGES.neither });
  });

/** A site as the map draws it: small on purpose, tens of thousands travel at once. */
export const mapSiteDto = z.object({
  _id: z.number(),
  site_code: z.string(),
  lat: z.number(),
  lng: z.number(),
  price: z.number(),
  type: z.string(),
  media_type: z.string(),
  /** Heat-layer measures, each 0..1: footfall, affluence, visibility, accessibility. */
  m: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  /** Booked by another campaign for dates that overlap this campaign's: it can be planned, not booked. */
  booked: z.boolean(),
});
export type MapSiteDto = z.infer<typeof mapSiteDto>;

/** What a marker's tooltip says of a site, without what the planning map adds (measures, booked). */
export const siteMarkerDto = mapSiteDto.pick({
  _id: true,
  site_code: true,
  lat: true,
  lng: true,
  price: true,
  type: true,
  media_type: true,
});

/**
 * A cluster of the map answer: the matching sites of one grid cell (decision 0025). `count` is exact
 * and the clusters' counts add up to `total_count`; `planned` are the cell's sites already in this
 * campaign's plan (not counted, they are no longer suggested), `booked` those of `count` booked by
 * another campaign for overlapping dates. Drawn at the sites' mean position; `bbox` [west, south,
 * east, north] of its sites is where a click zooms to.
 */
export const mapClusterDto = z.object({
  lng: z.number(),
  lat: z.number(),
  count: z.number(),
  planned: z.number(),
  booked: z.number(),
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});
export type MapClusterDto = z.infer<typeof mapClusterDto>;

export const nearbyPlaceDto = z.object({
  _id: z.number(),
  name: z.string(),
  category: z.string(),
  icon: z.string(),
  loc: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
});
export type NearbyPlaceDto = z.infer<typeof nearbyPlaceDto>;

export const bookedCampDto = z.object({
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  states: z.array(z.string()),
  cities: z.array(z.string()),
  media_types: z.array(z.string()),
  site_code: z.string(),
});
export type BookedCampDto = z.infer<typeof bookedCampDto>;

export const distinctFiltersDto = z.object({
  media_owner: z.array(z.string()),
  sec_classification: z.array(z.string()),
  sec_600mt: z.array(z.string()),
  format: z.array(z.string()),
  media_type: z.array(z.string()),
  traffic_density: z.array(z.string()),
});
export type DistinctPlanningFilters = z.infer<typeof distinctFiltersDto>;

/**
 * /fetch_planning_area: what the planning page needs of the campaign's area before its map asks
 * for sites (issue 22): where the map opens (the middle of the densest 0.1° cell of sites, [lng,
 * lat], null when the area has none) and the filters' option lists. Known before the first map
 * call, so the page opens with one map call, for the viewport it shows.
 */
export const planningAreaDto = z.object({
  centre: z.tuple([z.number(), z.number()]).nullable(),
  distinctFilters: distinctFiltersDto,
});
export type PlanningAreaDto = z.infer<typeof planningAreaDto>;
/** POST /fetch_planning_centre {campId}: where the map opens (the densest place), read from the kept cells. */
export const planningCentreDto = planningAreaDto.pick({ centre: true });
export type PlanningCentreDto = z.infer<typeof planningCentreDto>;

export const budgetDto = z.object({
  budget_used: z.number(),
  budget_progress: z.number(),
  remainingBudget: z.number(),
});
export type BudgetDto = z.infer<typeof budgetDto>;

/** 409 body of /v2/book_inventory when the plan would pass the budget (SPEC §3 Booking error). */
export const budgetExceededDto = z.object({
  error: z.object({ code: z.literal('budget_exceeded'), message: z.string() }),
  totalBudget: z.number(),
  newBudgetUsed: z.number(),
});

const bandsDto = z.record(z.string(), z.number());
const ownerCost = z.number().optional();

/**
 * A site's additional_data (SPEC §3), closed: a key not named here never leaves the server. The
 * owner's costs (OWNER_COSTS) are there only for the site's media owner and the platform team and
 * absent for everyone else (issue 23): absent, never zero, which would be a cost of nothing.
 */
export const siteAdditionalDataDto = z.object({
  final_score: z.number(),
  static_digital: z.string(),
  sell_price_1: z.number(),
  sell_price_2: z.number(),
  sell_price_3: z.number(),
  impression_sale_price: z.number(),
  cost_1: ownerCost,
  cost_2: ownerCost,
  cost_3: ownerCost,
  impression_cost: ownerCost,
  installation_cost: ownerCost,
});
export type SiteAdditionalDataDto = z.infer<typeof siteAdditionalDataDto>;

/** A site with everything the site panel and the grids show. */
export const siteDto = z.object({
  _id: z.number(),
  id: z.number(),
  site_code: z.string(),
  supplier_code: z.string(),
  vendor_inv_code: z.string(),
  site_map: z.string().nullable(),
  media_owner: z.string(),
  vendor_id: z.string(),
  location: z.string(),
  locality: z.string(),
  city: z.string(),
  state: z.string(),
  zone: z.string(),
  media_type: z.string(),
  format: z.string(),
  lighting: z.string(),
  height: z.number(),
  width: z.number(),
  area_n: z.number(),
  inventory_cost: z.number(),
  final_score: z.number(),
  loc: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
  planning_enabled: z.boolean(),
  type: z.string(),
  traffic_density: z.string(),
  sec_600mt: z.string(),
  sec_classification: z.string(),
  male_600mt: z.number(),
  female_600mt: z.number(),
  networks: z.array(z.string()),
  poi: z.array(z.string()),
  /** Age bands (p_0_5 … p_65) at 600 m and 1000 m. */
  ages: z.object({ '600mt': bandsDto, '1000mt': bandsDto }),
  additional_data: siteAdditionalDataDto,
  booked_camps: z.array(bookedCampDto),
  availability: z.enum(['Available', 'Booked']),
});
export type SiteDto = z.infer<typeof siteDto>;

/** A site of a campaign's plan (the Book Inventory table). */
export const planRowDto = siteDto.extend({
  plan_row_id: z.string(),
  status: z.string(),
  price: z.number(),
  booking_start: z.string(),
  booking_end: z.string(),
  approved_by: z.string().nullable(),
  approved_at: z.string().nullable(),
  /** Booked by another campaign for dates that overlap this row's: Approve Bookings will refuse it. */
  booked_elsewhere: z.boolean(),
});
export type PlanRowDto = z.infer<typeof planRowDto>;

/** POST /api/fetch_map_config: the online base-map style, or null for the built-in offline map. */
export const mapConfigDto = z.object({ style_url: z.string().nullable() });
export type MapConfigDto = z.infer<typeof mapConfigDto>;
/** Public geometry files served under /geodata/<name> for the offline base map. */
export const GEODATA_FILES = ['chile-regions.json', 'chile-comunas.json', 'india-districts.json'] as const;
