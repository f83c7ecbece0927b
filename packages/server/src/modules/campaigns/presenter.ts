import type { CampaignDto, CampaignMediaType, CampaignTab, TargetAudience } from '@plano/core';

/** A campaign row as the list query selects it (amounts cast to float8, dates to text). */
export interface CampaignRow {
  id: string;
  name: string;
  brand: string;
  created_by: string;
  creator_name: string;
  creator_email: string;
  budget: number;
  budget_used: number;
  plan_size: number;
  start_date: string;
  end_date: string;
  states: string[];
  cities: string[];
  media_type: CampaignMediaType;
  networks: string[];
  status: CampaignTab;
  camp_type: string;
  locaudit_created: boolean;
  created_at: string;
  edited_at: string;
  target_audience: TargetAudience;
}

export const CAMPAIGN_COLUMNS = `
  c.id, c.name, c.brand, c.created_by, u.name as creator_name, u.email as creator_email,
  c.budget::float8 as budget, coalesce(plan.used, 0)::float8 as budget_used, coalesce(plan.size, 0)::int as plan_size,
  c.start_date::text as start_date, c.end_date::text as end_date, c.states, c.cities, c.media_type,
  c.networks, c.status, c.camp_type, c.locaudit_created, c.target_audience,
  to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  to_char(c.edited_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as edited_at`;

/** Budget used is what the plan holds, refused sites aside; one aggregate per campaign, no N+1. */
export const CAMPAIGN_FROM = `
  campaigns c
  join users u on u.id = c.created_by
  left join lateral (
    select sum(pr.price) as used, count(*) as size from plan_rows pr
     where pr.campaign_id = c.id and pr.status <> 'rejected'
  ) plan on true`;

const MEDIA_TYPE_LIST: Record<CampaignMediaType, string[]> = {
  all: ['ooh', 'digital'],
  ooh: ['ooh'],
  digital: ['digital'],
};

export function presentCampaign(row: CampaignRow): CampaignDto {
  const progress = row.budget > 0 ? Math.round((row.budget_used / row.budget) * 1000) / 10 : 0;
  return {
    _id: row.id,
    name: row.name,
    brand: row.brand,
    created_by: { _id: row.created_by, name: row.creator_name, email: row.creator_email },
    budget: row.budget,
    budget_used: row.budget_used,
    bd_progress: Math.min(100, progress),
    start_date: row.start_date,
    end_date: row.end_date,
    states: row.states,
    cities: row.cities,
    media_type: row.media_type,
    media_types: MEDIA_TYPE_LIST[row.media_type],
    networks: row.networks,
    status: row.status,
    camp_type: row.camp_type,
    locaudit_created: row.locaudit_created,
    created_at: row.created_at,
    edited_at: row.edited_at,
    booked_inventory: row.plan_size,
    target_audience: row.target_audience,
  };
}
