import { it } from 'vitest';
import { checkQueries } from '../../../test/query-snapshots.ts';
import * as q from './queries.ts';

it('plans every http query, as queries.sql holds it', async () => {
  await checkQueries(new URL('./queries.sql', import.meta.url), { ping: q.ping() });
});
