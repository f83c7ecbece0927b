import { it } from 'vitest';
import { checkQueries, EXAMPLE_ID } from '../../../test/query-snapshots.ts';
import * as q from './queries.ts';

it('plans every digital-screens query, as queries.sql holds it', async () => {
  await checkQueries(new URL('./queries.sql', import.meta.url), {
    ownerSitesToSync: q.ownerSitesToSync([1, 2], EXAMPLE_ID.owner),
  });
});
