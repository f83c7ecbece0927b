import { AGE_BANDS, AUDIENCE_CLASSES, type TargetAudience } from '@plano/core';
import { siteInput } from './site-contacts.ts';
import { CENSUS_BANDS, type Zones } from './zones.ts';

/**
 * Who of the people around a site, or living in a census zone, the campaign counts
 * (docs/audience-model.md §3). Sex, age and class are taken as independent: the sources give each
 * alone, never crossed.
 */

/** INE Censo 2017: 8,601,989 men and 8,972,014 women of 17,574,003 people. */
export const NATIONAL_SEX_SHARE = { male: 8_601_989 / 17_574_003, female: 8_972_014 / 17_574_003 } as const;

/**
 * Households by socio-economic class, Chile (AIM, "Cómo clasificar los grupos socioeconómicos en
 * Chile", 2019 update; rounded). The census has no class, so a zone's people are split by these.
 */
export const NATIONAL_CLASS_SHARE: Record<(typeof AUDIENCE_CLASSES)[number], number> = {
  ab: 0.01,
  c1a: 0.06,
  c1b: 0.06,
  c2: 0.15,
  c3: 0.25,
  d: 0.3,
  e: 0.17,
};

/** The sites' own age bands (SPEC §3), in years; 65+ runs to the contract's 100. */
export const SITE_BANDS = [
  { from: 0, to: 5 },
  { from: 6, to: 14 },
  { from: 15, to: 29 },
  { from: 30, to: 44 },
  { from: 45, to: 64 },
  { from: 65, to: 100 },
] as const;

/** The share of each band inside [from, to], people spread evenly over the band's years. */
export function bandWeights(
  bands: readonly { from: number; to: number }[],
  audience: Pick<TargetAudience, 'age_from' | 'age_to'>,
): number[] {
  return bands.map(({ from, to }) => {
    const overlap = Math.min(to, audience.age_to) - Math.max(from, audience.age_from) + 1;
    return Math.max(0, overlap) / (to - from + 1);
  });
}

export function sexShare(audience: Pick<TargetAudience, 'sex'>): number {
  return audience.sex === 'all' ? 1 : NATIONAL_SEX_SHARE[audience.sex];
}

export function nationalClassShare(audience: Pick<TargetAudience, 'classes'>): number {
  return audience.classes.reduce((sum, c) => sum + NATIONAL_CLASS_SHARE[c], 0);
}

/** The campaign's target people living in each zone (w_c of the model). */
export function zoneTargetPopulation(zones: Zones, audience: TargetAudience): Float64Array {
  const ages = bandWeights(CENSUS_BANDS, audience);
  const factor = sexShare(audience) * nationalClassShare(audience);
  const target = new Float64Array(zones.count);
  for (let i = 0; i < zones.count; i++) {
    let people = 0;
    for (let b = 0; b < 4; b++) people += ages[b] * zones.bands[b][i];
    target[i] = people * factor;
  }
  return target;
}

/**
 * The share of the people of the census' own age structure, with the national sex and class
 * shares: what a site without demographics is given.
 */
export function nationalTargetShare(zones: Zones, audience: TargetAudience): number {
  const ages = bandWeights(CENSUS_BANDS, audience);
  let all = 0;
  let inAge = 0;
  for (let b = 0; b < 4; b++) {
    let band = 0;
    for (let i = 0; i < zones.count; i++) band += zones.bands[b][i];
    all += band;
    inAge += ages[b] * band;
  }
  return all > 0 ? (inAge / all) * sexShare(audience) * nationalClassShare(audience) : 0;
}

/**
 * A site's target share from its 600 m and 1000 m rings: the counts of both rings are added, so the
 * nearer people weigh twice. Null when the rings say nothing (no population or no homes).
 */
export function siteTargetShare(
  rings: readonly (Record<string, number> | null)[],
  audience: TargetAudience,
): number | null {
  const both = (key: string) => rings.reduce((sum, ring) => sum + (ring?.[key] ?? 0), 0);
  const population = both('population');
  if (!(population > 0)) return null;
  const ages = bandWeights(SITE_BANDS, audience).reduce(
    (sum, weight, b) => sum + (weight > 0 ? weight * both(AGE_BANDS[b]) : 0),
    0,
  );
  const sex = audience.sex === 'all' ? 1 : both(audience.sex) / population;
  let cls = 1;
  if (audience.classes.length < AUDIENCE_CLASSES.length) {
    const homes = both('homes');
    if (!(homes > 0)) return null;
    cls = audience.classes.reduce((sum, c) => sum + both(c), 0) / homes;
  }
  return Math.min(1, Math.max(0, (ages / population) * sex * cls));
}

/**
 * siteTargetShare in SQL over a `sites` row `s` (its ring sums kept in audience_inputs), the
 * national share where the rings say nothing. The audience is core's validated one, so its sex and
 * classes are known words; a test keeps this equal to siteTargetShare over random sites.
 */
export function targetShareSql(audience: TargetAudience, fallbackShare: number): string {
  const population = siteInput('population');
  const ages =
    bandWeights(SITE_BANDS, audience)
      .flatMap((weight, b) => (weight > 0 ? [`${weight} * ${siteInput(AGE_BANDS[b])}`] : []))
      .join(' + ') || '0';
  const sex = audience.sex === 'all' ? '1' : `${siteInput(audience.sex)} / ${population}`;
  const byClass = audience.classes.length < AUDIENCE_CLASSES.length;
  const cls = byClass
    ? `(${audience.classes.map(siteInput).join(' + ') || '0'}) / ${siteInput('homes')}`
    : '1';
  const known = byClass ? `${population} > 0 and ${siteInput('homes')} > 0` : `${population} > 0`;
  const fallback = Number.isFinite(fallbackShare) ? fallbackShare : 0;
  return `case when ${known} then least(1, greatest(0, (${ages}) / ${population} * ${sex} * ${cls})) else ${fallback} end`;
}
