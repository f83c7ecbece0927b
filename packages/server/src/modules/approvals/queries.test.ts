import { it } from 'vitest';
import { checkQueries, EXAMPLE_ID } from '../../../test/query-snapshots.ts';
import * as q from './queries.ts';

const { campaign, owner } = EXAMPLE_ID;

it('plans every approvals query, as queries.sql holds it', async () => {
  await checkQueries(new URL('./queries.sql', import.meta.url), {
    ownerOfUser: q.ownerOfUser(owner),
    linkCampaign: q.linkCampaign(campaign),
    recordOwnerDecision: q.recordOwnerDecision(campaign, [1, 2], 'approved', owner),
  });
});
