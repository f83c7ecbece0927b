import { it } from 'vitest';
import { checkQueries } from '../../../test/query-snapshots.ts';
import * as q from './queries.ts';

it('plans every geo query, as queries.sql holds it', async () => {
  await checkQueries(new URL('./queries.sql', import.meta.url), {
    upsertRegions: q.upsertRegions([{ code: 5, name: 'Región de Valparaíso' }]),
    upsertCommunes: q.upsertCommunes([
      {
        code: 5109,
        name: 'Viña del Mar',
        province: 'Valparaíso',
        regionCode: 5,
        region: 'Región de Valparaíso',
        lat: -33.02,
        lng: -71.55,
      },
    ]),
    stateCities: q.stateCities(),
  });
});
