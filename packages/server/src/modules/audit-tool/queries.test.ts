import { it } from 'vitest';
import { checkQueries, EXAMPLE_ID } from '../../../test/query-snapshots.ts';
import * as q from './queries.ts';

it('plans every audit-tool query, as queries.sql holds it', async () => {
  await checkQueries(new URL('./queries.sql', import.meta.url), {
    markLocauditCreated: q.markLocauditCreated(EXAMPLE_ID.campaign),
  });
});
