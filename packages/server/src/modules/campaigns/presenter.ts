import type { CampaignDto, CampaignMediaType } from '@plano/core';
import type { CampaignRow } from './queries.ts';

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
