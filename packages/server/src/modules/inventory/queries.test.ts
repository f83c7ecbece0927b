import { it } from 'vitest';
import { checkQueries, EXAMPLE_ID } from '../../../test/query-snapshots.ts';
import * as grid from './grid/queries.ts';
import * as q from './queries.ts';

const { owner, agency } = EXAMPLE_ID;

it('plans every inventory grid query, as queries.sql holds it', async () => {
  await checkQueries(new URL('./queries.sql', import.meta.url), {
    ownerById: q.ownerById(owner),
    'ownerSitesCount (searching)': grid.ownerSitesCount(owner, 'plaza nunoa'),
    ownerSitesPage: grid.ownerSitesPage(owner, { limit: 50, page: 2 }),
    'ownerSitesPage (searching, sorted)': grid.ownerSitesPage(owner, {
      limit: 50,
      page: 0,
      search: 'plaza',
      sort: { column: 'sell_price_1', direction: 'desc' },
    }),
    ownerSitesAfter: grid.ownerSitesAfter(owner, 'SCL-0001', 2000),
    ownedCount: grid.ownedCount(owner, [1, 2]),
    'storedSite (of the owner)': grid.storedSite(1, owner),
    'storedSite (any owner)': grid.storedSite(1, null),
    codeTakenElsewhere: grid.codeTakenElsewhere('SCL-0001', 1),
    bookingCampaigns: grid.bookingCampaigns([1, 2]),
    deleteOwnedSites: grid.deleteOwnedSites(owner, [1, 2]),
    setOwnedPlanning: grid.setOwnedPlanning(owner, [1, 2], false),
    bookedCampaignsOf: grid.bookedCampaignsOf([1, 2], agency),
  });
});
