import type { CampaignDto } from '@plano/core';
import { tableDate } from '../../../lib/format.ts';

/**
 * Whether a campaign answers a search the way the grid's quick filter does: every word of the
 * search appears in its name, brand, creator, budget, dates, states or cities (case-insensitive).
 */
export function matchesSearch(camp: CampaignDto, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [
    camp.name,
    camp.brand,
    camp.created_by.email,
    String(camp.budget),
    tableDate(camp.start_date),
    tableDate(camp.end_date),
    ...camp.states,
    ...camp.cities,
  ]
    .join(' ')
    .toLowerCase();
  return words.every((word) => text.includes(word));
}
