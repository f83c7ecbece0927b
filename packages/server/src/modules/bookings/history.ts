import type { PlanHistoryDto } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { planHistoryOf } from './queries.ts';

/** Every change of the campaign's plan rows, newest first. */
export function planHistory(database: Database, campaignId: string): Promise<PlanHistoryDto[]> {
  return database.query(planHistoryOf(campaignId));
}
