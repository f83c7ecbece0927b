import type { StateCitiesDto } from '@plano/core';
import type { Database } from '../../db/client.ts';

/** Inventory is in Chile: its regions (states) with their communes (cities), by region code. */
export async function listStateCities(database: Database, country?: string): Promise<StateCitiesDto[]> {
  if (country && country.toLowerCase() !== 'chile') return [];
  return database.query<StateCitiesDto>(
    `select r.name as state, coalesce(array_agg(c.name order by c.name) filter (where c.code is not null), '{}') as cities
       from regions r left join communes c on c.region_code = r.code
      group by r.code, r.name order by r.code`,
  );
}
