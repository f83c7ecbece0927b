import {
  ADDITIONAL_AMOUNTS,
  AGE_BANDS,
  type CellValue,
  DETAIL_AMOUNTS,
  DETAIL_MEASURES,
  DETAIL_TEXTS,
  type InventoryRow,
  NETWORKS,
  PLACE_CATEGORIES,
  QUALITY_SCORES,
  RADII,
  RING_MEASURES,
  TEMPLATE_COLUMNS,
  TEMPLATE_INDEX,
  TEMPLATE_KEYS,
} from '@plano/core';
import { sql } from '../../../db/sql.ts';
import type { NewSiteRow as SiteRow } from '../site-row.ts';

/**
 * The template's flat columns ↔ a `sites` row: typed columns for what planning filters on, and the
 * same jsonb shapes the demo seed writes (demographics rings and places, additional_data, details),
 * so the generated columns (position, heat measures) and every planning query treat an imported
 * site exactly like a seeded one.
 */

const num = (v: CellValue | undefined): number => (typeof v === 'number' ? v : 0);
const str = (v: CellValue | undefined): string => (typeof v === 'string' ? v : '');
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Where each part of a site's jsonb comes from: [key inside the jsonb, template column index]. */
const at = (key: string) => TEMPLATE_INDEX[key];
const RING_SOURCES = RADII.map(
  (radius) => [radius, RING_MEASURES.map((m) => [m, at(`${m}_${radius}`)] as const)] as const,
);
const PLACE_SOURCES = PLACE_CATEGORIES.map((c) => [c, at(`places_${c}`)] as const);
const ADDITIONAL_SOURCES = ADDITIONAL_AMOUNTS.map((key) => [key, at(key)] as const);
const QUALITY_SOURCES = QUALITY_SCORES.map((q) => [q, at(`quality_${q}`)] as const);
const DETAIL_TEXT_SOURCES = DETAIL_TEXTS.map((key) => [key, at(key)] as const);
const DETAIL_NUMBER_SOURCES = [...DETAIL_AMOUNTS, ...DETAIL_MEASURES].map((key) => [key, at(key)] as const);

/** A validated template row as the `sites` row it becomes. */
export function toSiteRow(row: InventoryRow, vendorId: string): SiteRow {
  return siteRowOf(
    TEMPLATE_KEYS.map((key) => row[key] ?? null),
    vendorId,
  );
}

/** The same from the row's values in TEMPLATE_COLUMNS order (what the import validates). */
export function siteRowOf(values: readonly CellValue[], vendorId: string): SiteRow {
  const v = (key: string) => values[TEMPLATE_INDEX[key]];
  const rings: Record<string, Record<string, number>> = {};
  for (const [radius, sources] of RING_SOURCES) {
    const ring: Record<string, number> = {};
    for (const [measure, i] of sources) ring[measure] = num(values[i]);
    rings[radius] = ring;
  }
  const places: Record<string, number> = {};
  for (const [category, i] of PLACE_SOURCES) places[category] = num(values[i]);
  const male = rings['600mt'].male;
  const female = rings['600mt'].female;
  // The percentages of the gender filter; an even split when the counts are unknown.
  const malePct = male + female > 0 ? round1((100 * male) / (male + female)) : 50;
  const digital = v('static_digital') === 'Digital';
  const additional: Record<string, number | string> = {
    final_score: num(v('final_score')),
    static_digital: digital ? 'Digital' : 'Static',
  };
  for (const [key, i] of ADDITIONAL_SOURCES) additional[key] = num(values[i]);
  // Planning prices whole pesos; the file's own column keeps that same value, or an export of the
  // site would carry a different sell price than the one imported.
  const price = Math.round(num(v('sell_price_1')));
  additional.sell_price_1 = price;
  const quality: Record<string, number | string> = {};
  for (const [score, i] of QUALITY_SOURCES) quality[score] = num(values[i]);
  quality.cat_supplier = str(v('cat_supplier'));
  const details: Record<string, unknown> = { quality };
  for (const [key, i] of DETAIL_TEXT_SOURCES) details[key] = str(values[i]);
  for (const [key, i] of DETAIL_NUMBER_SOURCES) details[key] = num(values[i]);
  details.cost_unit = str(v('cost_unit'));
  details.vendor_verified = v('vendor_verified') === true;
  details.all_verified = v('all_verified') === true;
  details.approved_by = str(v('approved_by'));
  details.site_grading = str(v('site_grading'));
  const serial = v('s_no');
  details.s_no = typeof serial === 'number' ? serial : null;
  const named = v('networks');
  const networks = Array.isArray(named) && named.length > 0 ? named : null;
  const traffic = str(v('traffic_density'));
  const poi = v('poi');
  return {
    vendor_id: vendorId,
    site_code: str(v('site_code')),
    supplier_code: str(v('supplier_code')),
    vendor_inv_code: str(v('vendor_inv_code')),
    site_map: null,
    location: str(v('location')),
    locality: str(v('locality')),
    city: str(v('city')),
    state: str(v('state')),
    zone: str(v('zone')),
    lat: num(v('latitude')),
    lng: num(v('longitude')),
    media_type: str(v('media_type')),
    format: str(v('format')),
    lighting: str(v('lighting')),
    type: digital ? 'digital' : 'ooh',
    width: num(v('width')),
    height: num(v('height')),
    area_n: num(v('area')),
    price,
    final_score: num(v('final_score')),
    traffic_density: traffic,
    sec_600mt: str(v('sec_600mt')),
    sec_classification: str(v('sec_classification')),
    male_600mt: malePct,
    female_600mt: round1(100 - malePct),
    networks: networks ?? deriveNetworks(rings['600mt'], places, str(v('sec_600mt')), traffic),
    poi: Array.isArray(poi) ? poi : [],
    planning_enabled: true,
    demographics: { ...rings, places },
    additional_data: additional,
    details,
  };
}

/**
 * The audience networks of a site the file did not name, by the seed's rules (seed/sites.ts
 * networksOf) from the columns a file carries: strongest first, one to three.
 */
export function deriveNetworks(
  inner: Record<string, number>,
  places: Record<string, number>,
  sec600: string,
  traffic: string,
): string[] {
  const population = AGE_BANDS.reduce((sum, band) => sum + (inner[band] ?? 0), 0);
  const youthShare = population > 0 ? (inner.p_15_29 ?? 0) / population : 0;
  const strength: Partial<Record<(typeof NETWORKS)[number], number>> = {};
  if (sec600 === 'ab' || sec600 === 'c1a') strength.HNI = 3;
  if (youthShare > 0.255) strength.youth = youthShare * 10;
  if (traffic === 'high') strength.traffic = 2.5;
  if ((places.commerce ?? 0) > 110) strength.shopaholic = 1;
  if ((places.services ?? 0) >= 40) strength.employed = 2;
  if ((inner.homes ?? 0) >= 3_500 && (places.services ?? 0) < 40) strength.residential = 1.5;
  const ranked = NETWORKS.filter((n) => strength[n] !== undefined).sort(
    (a, b) => strength[b]! - strength[a]!,
  );
  return ranked.length > 0 ? ranked.slice(0, 3) : [(inner.homes ?? 0) >= 1_500 ? 'residential' : 'employed'];
}

/** The stored columns a template row is rebuilt from (the export, the grid). */
export const TEMPLATE_SOURCE_COLUMNS = sql`s.id::float8 as id, s.site_code, s.supplier_code, s.vendor_inv_code,
  s.location, s.locality, s.city, s.state, s.zone, s.lat, s.lng, s.media_type, s.format, s.lighting,
  s.width, s.height, s.area_n, s.price::float8 as price, s.final_score, s.traffic_density, s.sec_600mt,
  s.sec_classification, s.networks, s.poi, s.demographics, s.additional_data, s.details,
  s.planning_enabled, s.site_map`;

/** A site as TEMPLATE_SOURCE_COLUMNS reads it back: the written shape with its id. */
export type StoredSite = Omit<SiteRow, 'vendor_id' | 'type' | 'male_600mt' | 'female_600mt'> & { id: number };

const cell = (v: unknown): CellValue =>
  v === undefined || v === null ? null : typeof v === 'number' || typeof v === 'boolean' ? v : String(v);

/** A stored site as template values: what Download Inventory writes and the grid edits. */
export function toTemplateRow(site: StoredSite): InventoryRow {
  const row: InventoryRow = {};
  const details = site.details ?? {};
  const quality = (details.quality ?? {}) as Record<string, unknown>;
  const additional = site.additional_data ?? {};
  const demographics = site.demographics ?? {};
  for (const { key } of TEMPLATE_COLUMNS) row[key] = null;
  Object.assign(row, {
    s_no: cell(details.s_no),
    site_code: site.site_code,
    supplier_code: site.supplier_code,
    vendor_inv_code: site.vendor_inv_code,
    location: site.location,
    locality: site.locality,
    city: site.city,
    state: site.state,
    zone: site.zone,
    latitude: site.lat,
    longitude: site.lng,
    media_type: site.media_type,
    format: site.format,
    static_digital: additional.static_digital === 'Digital' ? 'Digital' : 'Static',
    lighting: site.lighting,
    width: site.width,
    height: site.height,
    area: site.area_n,
    final_score: site.final_score,
    traffic_density: site.traffic_density,
    sec_600mt: site.sec_600mt,
    sec_classification: site.sec_classification,
    networks: site.networks,
    poi: site.poi,
    cost_unit: cell(details.cost_unit),
    cat_supplier: cell(quality.cat_supplier),
    vendor_verified: details.vendor_verified === true,
    all_verified: details.all_verified === true,
    approved_by: cell(details.approved_by),
    site_grading: cell(details.site_grading),
  });
  for (const key of DETAIL_TEXTS) row[key] = cell(details[key]);
  for (const key of [...DETAIL_AMOUNTS, ...DETAIL_MEASURES]) row[key] = cell(details[key]);
  for (const key of ADDITIONAL_AMOUNTS) row[key] = cell(additional[key]);
  row.sell_price_1 = site.price;
  for (const q of QUALITY_SCORES) row[`quality_${q}`] = cell(quality[q]);
  for (const radius of RADII)
    for (const m of RING_MEASURES) row[`${m}_${radius}`] = cell(demographics[radius]?.[m]);
  for (const c of PLACE_CATEGORIES) row[`places_${c}`] = cell(demographics.places?.[c]);
  return row;
}

/** A template value as spreadsheet text: lists joined, yes/no spelled out. */
export function cellText(value: CellValue): string | number {
  if (value === null) return '';
  if (Array.isArray(value)) return value.join('; ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return value;
}
