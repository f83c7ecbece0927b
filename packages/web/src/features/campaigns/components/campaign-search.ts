import type { CampaignDto } from '@plano/core';
import { tableDate } from '../../../lib/format.ts';
import { holdsEveryWord } from '../../../lib/search.ts';

/**
 * Whether a campaign answers a search the way the grid's quick filter does: every word of the
 * search appears in its name, brand, creator, budget, dates, states or cities (case and accents
 * ignored: "nunoa" finds Ñuñoa).
 */
export function matchesSearch(camp: CampaignDto, search: string): boolean {
  const text = [
    camp.name,
    camp.brand,
    camp.created_by.email,
    String(camp.budget),
    tableDate(camp.start_date),
    tableDate(camp.end_date),
    ...camp.states,
    ...camp.cities,
  ].join(' ');
  return holdsEveryWord(text, search);
}
