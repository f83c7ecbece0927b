import { AGE_BANDS, type BookedCampDto, type SiteDto } from '@plano/core';
import type { Database } from '../../../db/client.ts';
import { imageUrl, type SiteImageStore } from '../images/site-image-store.ts';
import { mayReadCosts, presentAdditionalData, type SiteViewer } from './site-costs.ts';

/** The columns of a full site (alias `s`, vendor `v`), amounts cast so both engines return numbers. */
export const SITE_COLUMNS = `
  s.id::float8 as id, s.site_code, s.supplier_code, s.vendor_inv_code, s.site_map, v.name as media_owner,
  s.vendor_id, s.location, s.locality, s.city, s.state, s.zone, s.media_type, s.format, s.lighting,
  s.height, s.width, s.area_n, s.price::float8 as price, s.final_score, s.lat, s.lng, s.planning_enabled,
  s.type, s.traffic_density, s.sec_600mt, s.sec_classification, s.male_600mt, s.female_600mt,
  s.networks, s.poi, s.demographics, s.additional_data`;

export interface SiteRow {
  id: number;
  site_code: string;
  supplier_code: string;
  vendor_inv_code: string;
  site_map: string | null;
  media_owner: string;
  vendor_id: string;
  location: string;
  locality: string;
  city: string;
  state: string;
  zone: string;
  media_type: string;
  format: string;
  lighting: string;
  height: number;
  width: number;
  area_n: number;
  price: number;
  final_score: number;
  lat: number;
  lng: number;
  planning_enabled: boolean;
  type: string;
  traffic_density: string;
  sec_600mt: string;
  sec_classification: string;
  male_600mt: number;
  female_600mt: number;
  networks: string[];
  poi: string[];
  demographics: Record<string, Record<string, number>>;
  additional_data: Record<string, unknown>;
}

function bands(demographics: SiteRow['demographics'], radius: string): Record<string, number> {
  const source = demographics?.[radius] ?? {};
  return Object.fromEntries(AGE_BANDS.map((band) => [band, Number(source[band] ?? 0)]));
}

/** A site as an answer holds it; its owner's costs only `withCosts` (mayReadCosts decides). */
export function presentSite(row: SiteRow, bookedCamps: BookedCampDto[], withCosts: boolean): SiteDto {
  return {
    _id: row.id,
    id: row.id,
    site_code: row.site_code,
    supplier_code: row.supplier_code,
    vendor_inv_code: row.vendor_inv_code,
    site_map: row.site_map,
    media_owner: row.media_owner,
    vendor_id: row.vendor_id,
    location: row.location,
    locality: row.locality,
    city: row.city,
    state: row.state,
    zone: row.zone,
    media_type: row.media_type,
    format: row.format,
    lighting: row.lighting,
    height: row.height,
    width: row.width,
    area_n: row.area_n,
    inventory_cost: row.price,
    final_score: row.final_score,
    loc: { coordinates: [row.lng, row.lat] },
    planning_enabled: row.planning_enabled,
    type: row.type,
    traffic_density: row.traffic_density,
    sec_600mt: row.sec_600mt,
    sec_classification: row.sec_classification,
    male_600mt: row.male_600mt,
    female_600mt: row.female_600mt,
    networks: row.networks,
    poi: row.poi,
    ages: { '600mt': bands(row.demographics, '600mt'), '1000mt': bands(row.demographics, '1000mt') },
    additional_data: presentAdditionalData(row.additional_data, withCosts),
    booked_camps: bookedCamps,
    availability: bookedCamps.length > 0 ? 'Booked' : 'Available',
  };
}

interface BookedRow extends BookedCampDto {
  site_id: number;
  same_agency: boolean;
  media_type: 'all' | 'ooh' | 'digital';
}

/**
 * Booked campaigns of these sites, in one query. Another agency's campaign keeps its dates but not
 * its name, states or cities: campaigns never cross agencies (tenancy).
 */
export async function bookedCampsBySite(
  database: Database,
  siteIds: number[],
  agencyId: string | null,
): Promise<Map<number, BookedCampDto[]>> {
  const result = new Map<number, BookedCampDto[]>();
  if (siteIds.length === 0) return result;
  const rows = await database.query<BookedRow>(
    `select b.site_id::float8 as site_id, c.name, c.start_date::text as start_date, c.end_date::text as end_date,
            c.states, c.cities, c.media_type, s.site_code, (c.agency_id = $2::uuid) as same_agency
       from plan_rows b join campaigns c on c.id = b.campaign_id join sites s on s.id = b.site_id
      where b.site_id = any($1::bigint[]) and b.status = 'booked'
      order by c.start_date`,
    [siteIds, agencyId],
  );
  for (const row of rows) {
    const list = result.get(row.site_id) ?? [];
    list.push({
      name: row.same_agency ? row.name : 'Another agency',
      start_date: row.start_date,
      end_date: row.end_date,
      states: row.same_agency ? row.states : [],
      cities: row.same_agency ? row.cities : [],
      media_types: row.media_type === 'all' ? ['ooh', 'digital'] : [row.media_type],
      site_code: row.site_code,
    });
    result.set(row.site_id, list);
  }
  return result;
}

/**
 * Full sites with their booked campaigns, as `viewer` may read them: two queries for any number of
 * rows. The stored photo key becomes a signed URL of the image store (SPEC §3: site_map is an image
 * URL); each site's costs are there only when the viewer may read that owner's (issue 23).
 */
export async function presentSiteRows(
  database: Database,
  images: SiteImageStore,
  rows: SiteRow[],
  viewer: SiteViewer,
): Promise<SiteDto[]> {
  const booked = await bookedCampsBySite(
    database,
    rows.map((r) => r.id),
    viewer.agencyId,
  );
  return Promise.all(
    rows.map(async (row) => ({
      ...presentSite(row, booked.get(row.id) ?? [], mayReadCosts(viewer, row.vendor_id)),
      site_map: await imageUrl(images, row.site_map),
    })),
  );
}
