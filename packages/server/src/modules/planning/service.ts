import {
  type Bounds,
  type CampaignDto,
  MAX_MAP_SITES,
  type MapSiteDto,
  type NearbyPlaceDto,
  type PlanningFilters,
} from '@plano/core';
import type { Database } from '../../db/client.ts';
import { MEASURES_SQL } from './measures.ts';
import { siteScope } from './site-scope.ts';
import { SqlParams } from './sql-params.ts';

interface MapRow {
  id: number;
  site_code: string;
  lat: number;
  lng: number;
  price: number;
  type: string;
  media_type: string;
  m: number[];
}

export interface MapInventory {
  plano_inventory: MapSiteDto[];
  total_count: number;
  inv_ids: number[];
}

/**
 * Sites to draw for the campaign. One query in the usual case; past MAX_MAP_SITES the map gets the
 * best-scored sites and a second, ids-only query gives the exact count and every id for Add All.
 */
export async function mapInventory(
  database: Database,
  camp: CampaignDto,
  filters: PlanningFilters,
  bounds?: Bounds,
): Promise<MapInventory> {
  const p = new SqlParams();
  const where = siteScope(p, camp, filters, { bounds });
  const rows = await database.query<MapRow>(
    `select s.id::float8 as id, s.site_code, s.lat, s.lng, s.price::float8 as price, s.type, s.media_type, ${MEASURES_SQL}
       from sites s where ${where}
      order by s.final_score desc, s.id
      limit ${MAX_MAP_SITES + 1}`,
    p.values,
  );
  const sites = rows.slice(0, MAX_MAP_SITES).map(presentMapSite);
  if (rows.length <= MAX_MAP_SITES) {
    return { plano_inventory: sites, total_count: sites.length, inv_ids: sites.map((s) => s._id) };
  }
  const ids = await database.query<{ id: number }>(
    `select s.id::float8 as id from sites s where ${where}`,
    p.values,
  );
  return { plano_inventory: sites, total_count: ids.length, inv_ids: ids.map((r) => r.id) };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

function presentMapSite(row: MapRow): MapSiteDto {
  return {
    _id: row.id,
    site_code: row.site_code,
    lat: row.lat,
    lng: row.lng,
    price: row.price,
    type: row.type,
    media_type: row.media_type,
    m: [round(row.m[0]), round(row.m[1]), round(row.m[2]), round(row.m[3])],
  };
}

/** Points of interest in the campaign's states (and cities, unless it takes them all). */
export async function nearbyPlaces(database: Database, camp: CampaignDto): Promise<NearbyPlaceDto[]> {
  const p = new SqlParams();
  const where = [`np.state = any(${p.add(camp.states, '::text[]')})`];
  if (!camp.cities.includes('All')) where.push(`np.city = any(${p.add(camp.cities, '::text[]')})`);
  const rows = await database.query<{
    id: number;
    name: string;
    category: string;
    icon: string;
    lat: number;
    lng: number;
  }>(
    `select np.id::float8 as id, np.name, np.category, np.icon, np.lat, np.lng
       from nearby_places np where ${where.join(' and ')} order by np.name`,
    p.values,
  );
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    category: r.category,
    icon: r.icon,
    loc: { coordinates: [r.lng, r.lat] },
  }));
}
