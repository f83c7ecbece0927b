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
} from '@plano/core';
import type { SiteRow } from './site-encoding.ts';

/**
 * The template's flat columns ↔ a `sites` row: typed columns for what planning filters on, and the
 * same jsonb shapes the demo seed writes (demographics rings and places, additional_data, details),
 * so the generated columns (position, heat measures) and every planning query treat an imported
 * site exactly like a seeded one.
 */

const num = (v: CellValue | undefined): number => (typeof v === 'number' ? v : 0);
const str = (v: CellValue | undefined): string => (typeof v === 'string' ? v : '');
const round1 = (n: number) => Math.round(n * 10) / 10;

/** A validated template row as the `sites` row it becomes. */
export function toSiteRow(row: InventoryRow, vendorId: string): SiteRow {
  const rings: Record<string, Record<string, number>> = {};
  for (const radius of RADII)
    rings[radius] = Object.fromEntries(RING_MEASURES.map((m) => [m, num(row[`${m}_${radius}`])]));
  const places = Object.fromEntries(PLACE_CATEGORIES.map((c) => [c, num(row[`places_${c}`])]));
  const male = rings['600mt'].male;
  const female = rings['600mt'].female;
  // The percentages of the gender filter; an even split when the counts are unknown.
  const malePct = male + female > 0 ? round1((100 * male) / (male + female)) : 50;
  const digital = row.static_digital === 'Digital';
  const additional: Record<string, number | string> = {
    final_score: num(row.final_score),
    static_digital: digital ? 'Digital' : 'Static',
  };
  for (const key of ADDITIONAL_AMOUNTS) additional[key] = num(row[key]);
  const quality: Record<string, number | string> = Object.fromEntries(
    QUALITY_SCORES.map((q) => [q, num(row[`quality_${q}`])]),
  );
  quality.cat_supplier = str(row.cat_supplier);
  const details: Record<string, unknown> = { quality };
  for (const key of DETAIL_TEXTS) details[key] = str(row[key]);
  for (const key of [...DETAIL_AMOUNTS, ...DETAIL_MEASURES]) details[key] = num(row[key]);
  details.cost_unit = str(row.cost_unit);
  details.vendor_verified = row.vendor_verified === true;
  details.all_verified = row.all_verified === true;
  details.approved_by = str(row.approved_by);
  details.site_grading = str(row.site_grading);
  details.s_no = typeof row.s_no === 'number' ? row.s_no : null;
  const networks = Array.isArray(row.networks) && row.networks.length > 0 ? row.networks : null;
  const traffic = str(row.traffic_density);
  return {
    vendor_id: vendorId,
    site_code: str(row.site_code),
    supplier_code: str(row.supplier_code),
    vendor_inv_code: str(row.vendor_inv_code),
    site_map: null,
    location: str(row.location),
    locality: str(row.locality),
    city: str(row.city),
    state: str(row.state),
    zone: str(row.zone),
    lat: num(row.latitude),
    lng: num(row.longitude),
    media_type: str(row.media_type),
    format: str(row.format),
    lighting: str(row.lighting),
    type: digital ? 'digital' : 'ooh',
    width: num(row.width),
    height: num(row.height),
    area_n: num(row.area),
    price: Math.round(num(row.sell_price_1)),
    final_score: num(row.final_score),
    traffic_density: traffic,
    sec_600mt: str(row.sec_600mt),
    sec_classification: str(row.sec_classification),
    male_600mt: malePct,
    female_600mt: round1(100 - malePct),
    networks: networks ?? deriveNetworks(rings['600mt'], places, str(row.sec_600mt), traffic),
    poi: Array.isArray(row.poi) ? row.poi : [],
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
export const TEMPLATE_SOURCE_COLUMNS = `s.id::float8 as id, s.site_code, s.supplier_code, s.vendor_inv_code,
  s.location, s.locality, s.city, s.state, s.zone, s.lat, s.lng, s.media_type, s.format, s.lighting,
  s.width, s.height, s.area_n, s.price::float8 as price, s.final_score, s.traffic_density, s.sec_600mt,
  s.sec_classification, s.networks, s.poi, s.demographics, s.additional_data, s.details,
  s.planning_enabled, s.site_map`;

/** A site as TEMPLATE_SOURCE_COLUMNS reads it back: the written shape with its id. */
export type StoredSite = Omit<
  SiteRow,
  'vendor_id' | 'type' | 'male_600mt' | 'female_600mt' | 'additional_data'
> & { id: number; additional_data: Record<string, unknown> };

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
