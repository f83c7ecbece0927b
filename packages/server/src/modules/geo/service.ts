import type { StateCitiesDto } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { stateCities } from './queries.ts';

/** Inventory is in Chile: its regions (states) with their communes (cities), by region code. */
export async function listStateCities(database: Database, country?: string): Promise<StateCitiesDto[]> {
  if (country && country.toLowerCase() !== 'chile') return [];
  return database.query(stateCities());
}
