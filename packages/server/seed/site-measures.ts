import { BUSINESS_UNITS } from '@plano/core';
import { type MediaKind, ORIENTATIONS, SPECS } from './catalog.ts';
import { round } from './cities.ts';
import type { Audience } from './demographics.ts';
import { clamp, type Random } from './random.ts';

/** How well each lighting shows the face at night, 0..10. */
const ILLUMINATION: Record<string, number> = {
  LED: 9.6,
  Digital: 9.3,
  'Back Lit': 8.2,
  'Front Lit': 7.6,
  Lit: 7,
  'Ambient Lit': 5,
  Contravision: 4,
  SAV: 3,
  'Non Lit': 1.5,
};

/** Monthly CLP per m² of face before the kind's premium and the location. */
const PRICE_PER_M2 = 35_000;
const MIN_PRICE = 400_000;
const MAX_PRICE = 12_000_000;

export interface Placement {
  kind: MediaKind;
  lighting: string;
  area: number;
  wealth: number;
  density: number;
  traffic: 'high' | 'medium' | 'low';
  metro: boolean;
  province: string;
  vendor: { taxId: string; category: 'A' | 'B' | 'C'; margin: number };
}

export interface Economics {
  finalScore: number;
  price: number;
  additionalData: Record<string, number | string>;
  details: Record<string, unknown>;
}

/** Quality scores, the score they add up to, prices and costs, reach — all from the placement. */
export function siteEconomics(random: Random, at: Placement, audience: Audience): Economics {
  const digital = at.kind.type === 'digital';
  const tenth = (value: number) => round(clamp(value, 0, 10), 1);
  const quality = {
    location: tenth(2.5 + 5 * at.density + 2.5 * at.wealth + random.gaussian(0.8)),
    visibility: tenth((at.kind.roadside ? 7 : 6) + (digital ? 1 : 0) + random.gaussian(1.3)),
    size: tenth(2 + at.area / 7 + random.gaussian(0.4)),
    flow: tenth({ high: 8.2, medium: 6, low: 3.8 }[at.traffic] + random.gaussian(1)),
    price_quality: tenth(5.5 + random.gaussian(1.4)),
    // Higher is cleaner: fewer competing signs around the face.
    visual_contamination: tenth(3.5 + 4 * (1 - at.density) + random.gaussian(1)),
    illumination: tenth(ILLUMINATION[at.lighting] + random.gaussian(0.4)),
  };
  const weighted =
    0.25 * quality.location +
    0.2 * quality.visibility +
    0.12 * quality.size +
    0.2 * quality.flow +
    0.08 * quality.price_quality +
    0.05 * quality.visual_contamination +
    0.1 * quality.illumination;
  const finalScore = round(clamp(weighted / 10 + random.gaussian(0.04), 0.05, 0.99), 3);

  const locationFactor = 0.55 + 0.8 * at.wealth + 0.5 * at.density + (at.metro ? 0.2 : 0);
  const raw = at.area * PRICE_PER_M2 * at.kind.premium * locationFactor * (0.6 + 0.8 * finalScore);
  const price = Math.round(clamp(raw, MIN_PRICE, MAX_PRICE) / 10_000) * 10_000;

  const inner = audience.rings['600mt'];
  const outer = audience.rings['1000mt'];
  const avgFootfall = Math.round(inner.trips * random.float(0.3, 0.6));
  const impressions = Math.round(avgFootfall * 30 * (0.5 + quality.visibility / 20));
  const reach = round(clamp(15 + (45 * outer.trips) / (outer.population * 3) + random.gaussian(4), 3, 85), 1);
  const frequency = round(random.float(2, 6) * (at.traffic === 'high' ? 1.3 : 1), 1);
  const thousand = (amount: number) => Math.round(amount / 1000) * 1000;
  const sell = [price, thousand(price * 0.92), thousand(price * 0.85)];
  const cost = sell.map((p) => thousand(p * at.vendor.margin));
  const cpm = Math.max(1, Math.round((price / Math.max(1, impressions)) * 1000));

  const vendorVerified = random.chance(0.9);
  const furniture = at.kind.mediaType === 'Mupi' || at.kind.mediaType === 'Bus Shelter';
  return {
    finalScore,
    price,
    additionalData: {
      final_score: finalScore,
      static_digital: digital ? 'Digital' : 'Static',
      cost_1: cost[0],
      cost_2: cost[1],
      cost_3: cost[2],
      sell_price_1: sell[0],
      sell_price_2: sell[1],
      sell_price_3: sell[2],
      impression_cost: Math.max(1, Math.round(cpm * at.vendor.margin)),
      impression_sale_price: cpm,
      installation_cost: digital ? 25_000 : thousand(40_000 + at.area * 2_500),
    },
    details: {
      tax_id: at.vendor.taxId,
      unit_of_measurement: 'm2',
      region_province: at.province,
      orientation: random.pick(ORIENTATIONS),
      specs: digital ? SPECS.digital : furniture ? SPECS.furniture : SPECS.ooh,
      avg_footfall: avgFootfall,
      strategic_business_unit: digital
        ? BUSINESS_UNITS[1]
        : at.area >= 24
          ? BUSINESS_UNITS[2]
          : BUSINESS_UNITS[0],
      quality: { ...quality, score: round(finalScore * 10, 1), cat_supplier: at.vendor.category },
      display_cost: digital ? thousand(price * 0.08) : 0,
      mounting_cost: digital ? 0 : thousand(50_000 + at.area * 3_000),
      printing_cost: digital ? 0 : thousand(at.area * 4_500),
      vendor_verified: vendorVerified,
      // Verified by everyone includes the media owner.
      all_verified: vendorVerified && random.chance(0.7),
      impressions,
      grp: round(reach * frequency, 1),
      reach,
      frequency,
      rating: clamp(Math.round(finalScore * 10) / 2, 1, 5),
      site_grading: finalScore >= 0.8 ? 'A+' : finalScore >= 0.65 ? 'A' : finalScore >= 0.45 ? 'B' : 'C',
    },
  };
}
