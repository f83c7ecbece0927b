import { it } from 'vitest';
import { checkQueries, EXAMPLE_ID } from '../../../test/query-snapshots.ts';
import * as q from './queries.ts';

const { campaign, user, other } = EXAMPLE_ID;

it('plans every alerts query, as queries.sql holds it', async () => {
  await checkQueries(new URL('./queries.sql', import.meta.url), {
    insertAlerts: q.insertAlerts([user, other], {
      kind: 'booking_completed',
      message: '2 site(s) of Campaign booked',
      params: { campaign: 'Campaign', count: 2 },
      link: `/admin/booked_inventory/${campaign}`,
    }),
    'insertAlerts (no link)': q.insertAlerts([user], {
      kind: 'deck_ready',
      message: 'Your deck is ready',
      params: {},
    }),
    latestAlerts: q.latestAlerts(user),
    unreadAlertCount: q.unreadAlertCount(user),
    'markRead (all)': q.markRead(user, null),
    'markRead (of ids)': q.markRead(user, [campaign]),
    campaignCreator: q.campaignCreator(campaign),
    ownersOfSites: q.ownersOfSites([1, 2]),
  });
});
