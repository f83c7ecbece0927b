import type { TargetAudience } from '@plano/core';
import type { QueryFn } from '../../db/client.ts';
import type { SqlParams } from '../planning/sql-params.ts';
import type { Candidate } from './optimizer.ts';
import { type SiteMeasures, weeklyImpressions } from './site-contacts.ts';
import { targetShareSql } from './target-share.ts';

/** A site as read for the model: its measures and its target share (null without demographics). */
interface SiteInputRow {
  id: number;
  lat: number;
  lng: number;
  price: number;
  owner: string;
  type: string;
  lighting: string;
  traffic_density: string;
  area_n: number;
  footfall: number | null;
  visibility: number | null;
  location: number | null;
  flow: number | null;
  illumination: number | null;
  share: number | null;
}

/** A jsonb value as float8 when it is a number, else null: imported sites may hold anything. */
const number = (json: string) => `case when jsonb_typeof(${json}) = 'number' then (${json})::float8 end`;

function selectInputs(audience: TargetAudience, price: string): { select: string; from: string } {
  const { lateral, share } = targetShareSql(audience);
  const quality = (key: string) => number(`s.details->'quality'->'${key}'`);
  return {
    select: `s.id::float8 as id, s.lat, s.lng, ${price}::float8 as price, s.vendor_id::text as owner, s.type,
      s.lighting, s.traffic_density, s.area_n, ${number(`s.details->'avg_footfall'`)} as footfall,
      ${quality('visibility')} as visibility, ${quality('location')} as location, ${quality('flow')} as flow,
      ${quality('illumination')} as illumination, ${share} as share`,
    from: `sites s ${lateral}`,
  };
}

/** The sites of a list (unknown ids left out). */
export async function sitesByIds(
  query: QueryFn,
  audience: TargetAudience,
  ids: readonly number[],
  fallbackShare: number,
): Promise<Candidate[]> {
  const { select, from } = selectInputs(audience, 's.price');
  const rows = await query<SiteInputRow>(
    `select ${select} from ${from} where s.id = any((select $1::bigint[])::bigint[])`,
    [ids],
  );
  return rows.map((row) => toCandidate(row, fallbackShare));
}

/** The sites in a campaign's plan, at the price they entered it. */
export async function plannedSites(
  query: QueryFn,
  audience: TargetAudience,
  campaignId: string,
  fallbackShare: number,
): Promise<Candidate[]> {
  const { select, from } = selectInputs(audience, 'pr.price');
  const rows = await query<SiteInputRow>(
    `select ${select} from ${from} join plan_rows pr on pr.site_id = s.id where pr.campaign_id = $1::uuid`,
    [campaignId],
  );
  return rows.map((row) => toCandidate(row, fallbackShare));
}

/** The sites matching a WHERE clause on `s` (the planning scope), no dearer than maxPrice. */
export async function sitesInScope(
  query: QueryFn,
  audience: TargetAudience,
  p: SqlParams,
  where: string,
  maxPrice: number,
  fallbackShare: number,
): Promise<Candidate[]> {
  const { select, from } = selectInputs(audience, 's.price');
  const rows = await query<SiteInputRow>(
    `select ${select} from ${from} where ${where} and s.price <= ${p.add(Math.floor(maxPrice))}`,
    p.values,
  );
  return rows.map((row) => toCandidate(row, fallbackShare));
}

export function measuresOf(row: SiteInputRow): SiteMeasures {
  return {
    footfall: row.footfall ?? 0,
    trafficDensity: row.traffic_density,
    lighting: row.lighting,
    type: row.type,
    area: row.area_n,
    quality: {
      visibility: row.visibility,
      location: row.location,
      flow: row.flow,
      illumination: row.illumination,
    },
  };
}

function toCandidate(row: SiteInputRow, fallbackShare: number): Candidate {
  const share = row.share ?? fallbackShare;
  return {
    id: Number(row.id),
    lat: row.lat,
    lng: row.lng,
    price: Number(row.price),
    owner: row.owner,
    weeklyTarget: weeklyImpressions(measuresOf(row)) * share,
  };
}
