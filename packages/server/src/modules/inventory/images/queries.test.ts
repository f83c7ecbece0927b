import { it } from 'vitest';
import { checkQueries, EXAMPLE_ID } from '../../../../test/query-snapshots.ts';
import * as q from './queries.ts';

it('plans every site image query, as queries.sql holds it', async () => {
  await checkQueries(new URL('./queries.sql', import.meta.url), {
    attachSiteMapKeys: q.attachSiteMapKeys(
      EXAMPLE_ID.owner,
      ['1', '2'],
      ['site_maps/a.jpg', 'site_maps/b.jpg'],
    ),
    ownerSitesByLowerCode: q.ownerSitesByLowerCode(EXAMPLE_ID.owner, ['abc-001']),
  });
});
