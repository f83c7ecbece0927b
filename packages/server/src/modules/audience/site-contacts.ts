import { AUDIENCE_INPUT_AT } from '../../db/site-audience-inputs.ts';

/**
 * Per site, per week: how many people pass, how many of them the face is likely to be seen by, and
 * how many of those are the campaign's target (docs/audience-model.md §2).
 */

/** What the model reads of a site (its inputs column holds the numbers: weeklyImpressionsSql reads them). */
export interface SiteMeasures {
  /** People walking past a day (the site's avg_footfall); 0 when unknown. */
  footfall: number;
  trafficDensity: string;
  lighting: string;
  /** 'ooh' or 'digital'. */
  type: string;
  /** Face area, m². */
  area: number;
  /** Quality scores 0..10 (null when the template left them out). */
  quality: {
    visibility: number | null;
    location: number | null;
    flow: number | null;
    illumination: number | null;
  };
}

/**
 * Vehicles a day passing a face by the site's traffic density class (assumed: the order of the
 * daily flows the Santiago municipal counts give for arterial, collector and local streets).
 */
export const VEHICLES_PER_DAY: Record<string, number> = { high: 30_000, medium: 12_000, low: 3_000 };
/** People per vehicle (assumed: cars ~1.4 and buses lifting the mean; Santiago EOD 2012 order). */
export const OCCUPANCY = 1.5;
/** Hours a face counts (OAAA/Geopath and COMMB: illuminated 18 h, unlit 12 h) and the share of a day's traffic in them. */
export const COUNTED_HOURS = {
  lit: { hours: 18, trafficShare: 0.94 },
  unlit: { hours: 12, trafficShare: 0.72 },
};
const UNLIT = new Set(['Non Lit', 'SAV', 'Contravision', 'Ambient Lit']);
/** A digital face shows one ad of a six-spot loop (the common 60 s loop of 10 s spots). */
export const DIGITAL_SHARE_OF_TIME = 1 / 6;
/** A 12 × 3 m billboard: the size at which size no longer limits the chance to be seen. */
export const FULL_SIZE_M2 = 36;
/** A score the template left out counts as middling. */
const MISSING_SCORE = 5;

export function dailyContacts(site: SiteMeasures): number {
  const vehicles = VEHICLES_PER_DAY[site.trafficDensity] ?? VEHICLES_PER_DAY.low;
  return Math.max(0, site.footfall) + vehicles * OCCUPANCY;
}

export function countedHours(site: Pick<SiteMeasures, 'lighting' | 'type'>) {
  return site.type === 'digital' || !UNLIT.has(site.lighting) ? COUNTED_HOURS.lit : COUNTED_HOURS.unlit;
}

/**
 * Likelihood to see, in (0, 1]: Geopath's visibility adjustment in spirit — a weighted quality
 * score (visibility, location, flow, illumination) scaled into 0.1..0.9, times a size factor.
 */
export function visibilityFactor(site: Pick<SiteMeasures, 'quality' | 'area'>): number {
  const score = (value: number | null) => Math.min(10, Math.max(0, value ?? MISSING_SCORE)) / 10;
  const q = site.quality;
  const quality =
    0.4 * score(q.visibility) + 0.2 * score(q.location) + 0.2 * score(q.flow) + 0.2 * score(q.illumination);
  const size = Math.min(1, 0.5 + 0.5 * Math.sqrt(Math.max(0, site.area) / FULL_SIZE_M2));
  return (0.1 + 0.8 * quality) * size;
}

export function shareOfTime(site: Pick<SiteMeasures, 'type'>): number {
  return site.type === 'digital' ? DIGITAL_SHARE_OF_TIME : 1;
}

/** impressions a week = contacts × visibility × share of time. */
export function weeklyImpressions(site: SiteMeasures): number {
  return (
    dailyContacts(site) * 7 * countedHours(site).trafficShare * visibilityFactor(site) * shareOfTime(site)
  );
}

/** A site input of the row `s`, as a double (db/site-audience-inputs.ts says where each sits). */
export const siteInput = (name: keyof typeof AUDIENCE_INPUT_AT) =>
  `s.audience_inputs[${AUDIENCE_INPUT_AT[name]}]::float8`;

/**
 * weeklyImpressions in SQL over a `sites` row `s`, from the same constants: a search over a
 * country's inventory reads one number a site instead of its measures (decision 0036). A test
 * keeps the two equal over random sites.
 */
export function weeklyImpressionsSql(): string {
  const vehicles = `case s.traffic_density ${Object.entries(VEHICLES_PER_DAY)
    .map(([density, count]) => `when '${density}' then ${count}`)
    .join(' ')} else ${VEHICLES_PER_DAY.low} end`;
  const contacts = `(greatest(0, coalesce(${siteInput('footfall')}, 0)) + ${vehicles} * ${OCCUPANCY})`;
  const lit = `(s.type = 'digital' or s.lighting not in (${[...UNLIT].map((l) => `'${l}'`).join(', ')}))`;
  const trafficShare = `case when ${lit} then ${COUNTED_HOURS.lit.trafficShare} else ${COUNTED_HOURS.unlit.trafficShare} end`;
  const score = (q: keyof SiteMeasures['quality']) =>
    `least(10, greatest(0, coalesce(${siteInput(q)}, ${MISSING_SCORE}))) / 10`;
  const quality = `(0.4 * ${score('visibility')} + 0.2 * ${score('location')} + 0.2 * ${score('flow')} + 0.2 * ${score('illumination')})`;
  const size = `least(1, 0.5 + 0.5 * sqrt(greatest(0, s.area_n::float8) / ${FULL_SIZE_M2}))`;
  const shareOfTime = `case when s.type = 'digital' then ${DIGITAL_SHARE_OF_TIME} else 1 end`;
  return `(${contacts} * 7 * ${trafficShare} * (0.1 + 0.8 * ${quality}) * ${size} * ${shareOfTime})`;
}
