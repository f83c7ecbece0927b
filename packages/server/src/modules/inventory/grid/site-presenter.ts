import { AGE_BANDS, type BookedCampDto, type SiteDto } from '@plano/core';
import type { Database } from '../../../db/client.ts';
import { imageUrl, type SiteImageStore } from '../images/site-image-store.ts';
import type { SiteRow } from '../site-row.ts';
import { bookedCampaignsOf } from './queries.ts';
import { mayReadCosts, presentAdditionalData, type SiteViewer } from './site-costs.ts';

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
  const rows = await database.query(bookedCampaignsOf(siteIds, agencyId));
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
  // Each presented site is made once and its image's URL written into it: a plan of 20,000 sites
  // copied every site's ~60 fields once more (and the garbage collector collected the copies).
  const maps = await Promise.all(rows.map((row) => imageUrl(images, row.site_map)));
  return rows.map((row, i) => {
    const site = presentSite(row, booked.get(row.id) ?? [], mayReadCosts(viewer, row.vendor_id));
    site.site_map = maps[i];
    return site;
  });
}
