import { AGE_BANDS, SEC_CLASSES } from '@plano/core';
import type { CensusRing } from './census-rings.ts';
import { clamp, type Random } from './random.ts';

type SecClass = (typeof SEC_CLASSES)[number];

/** National age structure, 0-5 … 65+ (roughly Chile's census shares). */
const AGE_SHARES = [0.07, 0.12, 0.23, 0.23, 0.23, 0.12];
/**
 * How the census' 15–64 band splits into the sites' 15–29, 30–44 and 45–64 (Chile, Censo 2017 by
 * single years, rounded): the zones give only the wide band.
 */
const WORKING_AGE_SPLIT = [0.34, 0.31, 0.35];
/** Below this many census people within 600 m (a town without census zones) the rings are drawn as before. */
const MIN_CENSUS_PEOPLE = 600;

/** Mean count of each place category within the 1000 m ring of a dense downtown site. */
const PLACE_MEANS: Record<string, number> = {
  health: 18,
  entertainment: 14,
  services: 60,
  pension: 4,
  commerce: 140,
  various: 35,
  accommodation: 9,
  government_organisation: 6,
  tourism: 5,
  security_institute: 3,
  media: 2,
  transport: 22,
  international_organisation: 1,
  education: 16,
  food: 70,
};

export type Ring = Record<string, number>;

export interface Audience {
  rings: { '600mt': Ring; '1000mt': Ring };
  places: Record<string, number>;
  male600: number;
  female600: number;
  sec600: SecClass;
  secClassification: SecClass;
  youthShare: number;
}

export interface Surroundings {
  /** 0 (poorest) .. 1 (richest). */
  wealth: number;
  /** 0 (rural) .. 1 (dense downtown). */
  density: number;
  /** Extra share of 15-29 year-olds (universities, nightlife). */
  youth: number;
}

/**
 * The audience within 600 m and 1000 m of a site. Counts are integers that add up exactly:
 * age bands and male + female to the population, homes by class to the homes; the 1000 m ring
 * holds the 600 m one. Population and ages come from the census zones around the site when it
 * stands among them (census-rings.ts); sex, homes and classes, which the zones do not give, are drawn.
 */
export function buildAudience(
  random: Random,
  around: Surroundings,
  census?: { '600mt': CensusRing; '1000mt': CensusRing },
): Audience {
  // Male share in tenths of a percent, so male + female is exactly 100 with one decimal.
  const maleTenths = Math.round(clamp(490 + random.gaussian(14), 460, 540));
  const fromCensus = census !== undefined && sumOf(census['600mt']) >= MIN_CENSUS_PEOPLE;
  // The drawn figures are drawn even when the census replaces them: every later draw, and so every
  // other column of the demo sites, stays what it was before the census came in.
  const drawn600 = Math.round((2_500 + 15_000 * around.density) * random.float(0.8, 1.2));
  const drawn1000 = Math.round(drawn600 * random.float(2.3, 2.9));
  const pop600 = fromCensus ? Math.round(sumOf(census['600mt'])) : drawn600;
  const pop1000 = fromCensus ? Math.max(pop600 + 1, Math.round(sumOf(census['1000mt']))) : drawn1000;
  const inner = ring(random, pop600, maleTenths, around, fromCensus ? census['600mt'] : undefined);
  const outerWealth = clamp(around.wealth + random.gaussian(0.04), 0, 1);
  const outer = ring(
    random,
    pop1000,
    maleTenths + Math.round(random.gaussian(4)),
    { ...around, wealth: outerWealth },
    fromCensus ? census['1000mt'] : undefined,
  );
  // Trips reach the wider ring from the inner one: keep the outer ring at least as busy.
  outer.trips = Math.max(outer.trips, inner.trips + Math.round(inner.trips * random.float(1.2, 1.8)));
  outer.trip_back = Math.round(outer.trips * random.float(0.85, 0.97));
  return {
    rings: { '600mt': inner, '1000mt': outer },
    places: Object.fromEntries(
      Object.entries(PLACE_MEANS).map(([key, mean]) => [
        key,
        Math.round(mean * (0.05 + around.density ** 1.5) * random.float(0.6, 1.4)),
      ]),
    ),
    male600: maleTenths / 10,
    female600: (1000 - maleTenths) / 10,
    sec600: dominant(inner),
    secClassification: median(outer),
    youthShare: inner.p_15_29 / Math.max(1, inner.population),
  };
}

const sumOf = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function ring(
  random: Random,
  population: number,
  maleTenths: number,
  around: Surroundings,
  census?: CensusRing,
): Ring {
  const male = Math.round((population * maleTenths) / 1000);
  const drawnAges = AGE_SHARES.map((share, i) => {
    const bias = i === 2 ? 1 + around.youth : i === 5 ? 1 + 0.5 * around.wealth : 1;
    return share * bias * random.float(0.88, 1.12);
  });
  const ageWeights = census
    ? [
        census[0],
        census[1],
        ...WORKING_AGE_SPLIT.map((share, i) => census[2] * share * (i === 0 ? 1 + around.youth / 3 : 1)),
        census[3],
      ]
    : drawnAges;
  const homes = Math.round(population / random.float(2.7, 3.4));
  // Homes by class: a bell over ab … e centred by the wealth of the area.
  const centre = 6 * (1 - around.wealth);
  const classWeights = SEC_CLASSES.map(
    (_, i) => Math.exp(-((i - centre) ** 2) / 2.4) * random.float(0.85, 1.15),
  );
  const trips = Math.round(population * random.float(1.4, 2.6) * (0.6 + around.density));
  const result: Ring = {
    population,
    trips,
    trip_back: Math.round(trips * random.float(0.85, 0.97)),
    homes,
    households: homes + Math.round(homes * random.float(0.02, 0.1)),
    male,
    female: population - male,
  };
  split(population, ageWeights).forEach((count, i) => {
    result[AGE_BANDS[i]] = count;
  });
  split(homes, classWeights).forEach((count, i) => {
    result[SEC_CLASSES[i]] = count;
  });
  return result;
}

/** Splits `total` by `weights` into integers that add up exactly (largest remainder). */
export function split(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, i) => [value - parts[i], i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) parts[order[k][1]]++;
  return parts;
}

/** The class with most homes in the ring. */
function dominant(r: Ring): SecClass {
  let best: SecClass = SEC_CLASSES[0];
  for (const cls of SEC_CLASSES) if (r[cls] > r[best]) best = cls;
  return best;
}

/** The class of the median home in the ring: the area's overall classification. */
function median(r: Ring): SecClass {
  let seen = 0;
  for (const cls of SEC_CLASSES) {
    seen += r[cls];
    if (seen * 2 >= r.homes) return cls;
  }
  return SEC_CLASSES[SEC_CLASSES.length - 1];
}
