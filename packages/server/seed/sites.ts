import { NETWORKS } from '@plano/core';
import { loadGeodata } from '../src/modules/geo/geodata.ts';
import type { SiteRow as StoredSiteRow } from '../src/modules/inventory/import/site-encoding.ts';
import { localityOf, streetOf, zoneOf } from './addresses.ts';
import { DIGITAL_KINDS, type MediaKind, OOH_KINDS, VENDORS, type VendorSeed } from './catalog.ts';
import { CensusRings } from './census-rings.ts';
import { jitter, round, type SiteCity, siteCities } from './cities.ts';
import { type Audience, buildAudience } from './demographics.ts';
import { type Place, PlaceIndex } from './places.ts';
import { clamp, Random, WeightedTable } from './random.ts';
import { siteEconomics } from './site-measures.ts';

export interface SiteVendor {
  id: string;
  seed: VendorSeed;
  taxId: string;
  /** Share of the sell price the media owner's cost is. */
  margin: number;
}

/** A `sites` row as the generator makes it: the stored shape, with the seed's narrower values. */
export interface SiteRow extends StoredSiteRow {
  type: 'ooh' | 'digital';
  traffic_density: 'high' | 'medium' | 'low';
}

const kindTable = (kinds: MediaKind[]) => new WeightedTable(kinds.map((k) => [k, k.weight] as const));
const OOH = kindTable(OOH_KINDS);
const DIGITAL = kindTable(DIGITAL_KINDS);
/** Named cities carry most of the screens; small towns are mostly static. */
const DIGITAL_CHANCE = { named: 0.21, tail: 0.1 };
const POI_RADIUS = 1200;
const MALL_RADIUS = 1000;

/** Builds sites one after another from one random stream, so a given count always gives the same rows. */
export class SiteGenerator {
  private readonly cities: WeightedTable<SiteCity>;
  private readonly vendorsByRegion = new Map<
    number,
    { ooh: WeightedTable<SiteVendor>; digital: WeightedTable<SiteVendor> }
  >();
  private readonly serials = new Map<string, number>();
  readonly vendorIds: string[];

  constructor(
    private readonly random: Random,
    cities: SiteCity[],
    vendors: SiteVendor[],
    private readonly places: PlaceIndex,
    private readonly census: CensusRings,
  ) {
    this.vendorIds = vendors.map((v) => v.id);
    this.cities = new WeightedTable(cities.map((c) => [c, c.weight] as const));
    for (const city of cities) {
      const code = city.commune.regionCode;
      if (this.vendorsByRegion.has(code)) continue;
      const local = vendors.filter((v) => v.seed.regions === null || v.seed.regions.includes(code));
      this.vendorsByRegion.set(code, {
        ooh: new WeightedTable(local.map((v) => [v, v.seed.ooh] as const)),
        digital: new WeightedTable(local.map((v) => [v, v.seed.digital] as const)),
      });
    }
  }

  next(index: number): SiteRow {
    const random = this.random;
    const city = this.cities.pick(random);
    const { lat, lng, offset } = jitter(random, city);
    const digital = random.chance(city.named ? DIGITAL_CHANCE.named : DIGITAL_CHANCE.tail);
    const kind = (digital ? DIGITAL : OOH).pick(random);
    const format = random.weighted(kind.formats.map((f) => [f, f.weight] as const));
    const lighting = random.weighted(kind.lighting);
    const vendor = this.vendorsByRegion
      .get(city.commune.regionCode)!
      [digital ? 'digital' : 'ooh'].pick(random);

    const base = city.named ? (city.metro ? 0.85 : 0.65) : 0.22;
    const density = clamp(base - 0.15 * offset + random.gaussian(0.08), 0.03, 1);
    const wealth = clamp(city.wealth + random.gaussian(0.08), 0.02, 0.98);
    const near = this.places.near(lat, lng, POI_RADIUS, 6);
    const campus = near.some((n) => n.place.category === 'university');
    const mall = near.some((n) => n.place.category === 'mall' && n.distance <= MALL_RADIUS);
    const traffic = random.weighted([
      ['high', 1 + 3 * density + (kind.roadside ? 2 : 0)],
      ['medium', 3],
      ['low', 1 + 3 * (1 - density)],
    ] as const);
    const [census600, census1000] = this.census.around(lat, lng, [0.6, 1]);
    const audience = buildAudience(
      random,
      { wealth, density, youth: (campus ? 0.35 : 0) + 0.1 * density },
      { '600mt': census600, '1000mt': census1000 },
    );
    const area = round(format.width * format.height, 2);
    const economics = siteEconomics(
      random,
      {
        kind,
        lighting,
        area,
        wealth,
        density,
        traffic,
        metro: city.metro,
        province: city.commune.province,
        vendor: { taxId: vendor.taxId, category: vendor.seed.category, margin: vendor.margin },
      },
      audience,
    );
    const zone = zoneOf(city, lat, lng, offset);
    const serial = (this.serials.get(vendor.id) ?? 0) + 1;
    this.serials.set(vendor.id, serial);

    return {
      vendor_id: vendor.id,
      site_code: `CL-${vendor.seed.short}-${String(index + 1).padStart(6, '0')}`,
      supplier_code: `${vendor.seed.short}-${String(serial).padStart(5, '0')}`,
      vendor_inv_code: `${city.commune.code}-${kind.mediaType.slice(0, 3).toUpperCase()}-${serial}`,
      site_map: null,
      location: streetOf(random, city),
      locality: localityOf(random, city, zone),
      city: city.commune.name,
      state: city.commune.region,
      zone,
      lat,
      lng,
      media_type: kind.mediaType,
      format: format.name,
      lighting,
      type: kind.type,
      width: format.width,
      height: format.height,
      area_n: area,
      price: economics.price,
      final_score: economics.finalScore,
      traffic_density: traffic,
      sec_600mt: audience.sec600,
      sec_classification: audience.secClassification,
      male_600mt: audience.male600,
      female_600mt: audience.female600,
      networks: networksOf(audience, traffic, mall),
      poi: near.slice(0, 3).map((n) => n.place.name),
      planning_enabled: random.chance(0.97),
      demographics: { ...audience.rings, places: audience.places },
      additional_data: economics.additionalData,
      details: economics.details,
    };
  }
}

/** One to three audience networks, strongest first. */
function networksOf(audience: Audience, traffic: string, mall: boolean): string[] {
  const inner = audience.rings['600mt'];
  const strength: Partial<Record<(typeof NETWORKS)[number], number>> = {};
  if (audience.sec600 === 'ab' || audience.sec600 === 'c1a') strength.HNI = 3;
  if (audience.youthShare > 0.255) strength.youth = audience.youthShare * 10;
  if (traffic === 'high') strength.traffic = 2.5;
  if (mall) strength.shopaholic = 2.2;
  else if (audience.places.commerce > 110) strength.shopaholic = 1;
  if (audience.places.services >= 40) strength.employed = 2;
  if (inner.homes >= 3_500 && audience.places.services < 40) strength.residential = 1.5;
  const ranked = NETWORKS.filter((n) => strength[n] !== undefined).sort(
    (a, b) => strength[b]! - strength[a]!,
  );
  return ranked.length > 0 ? ranked.slice(0, 3) : [inner.homes >= 1_500 ? 'residential' : 'employed'];
}

/** Everything a generator is made from; plain data, so a worker thread can build the same one. */
export interface GeneratorInit {
  geodataDir: string;
  seed: number;
  places: Place[];
  /** In the order of `VENDORS`. */
  vendors: { id: string; taxId: string; margin: number }[];
}

export function createSiteGenerator(init: GeneratorInit): SiteGenerator {
  const cities = siteCities(loadGeodata(init.geodataDir).communes);
  const vendors = init.vendors.map((v, i) => ({ ...v, seed: VENDORS[i] }));
  return new SiteGenerator(
    new Random(init.seed),
    cities,
    vendors,
    new PlaceIndex(init.places),
    new CensusRings(init.geodataDir),
  );
}
