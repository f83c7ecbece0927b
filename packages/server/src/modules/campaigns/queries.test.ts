import { POLICIES } from '@plano/core';
import { it } from 'vitest';
import { checkQueries, EXAMPLE_ID, exampleActor } from '../../../test/query-snapshots.ts';
import * as q from './queries.ts';

const member = exampleActor();
const manager = exampleActor({ policies: [POLICIES.memberManagement] });

it('plans every campaign query, as queries.sql holds it', async () => {
  await checkQueries(new URL('./queries.sql', import.meta.url), {
    campaignsOfTab: q.campaignsOfTab(member, 'pending'),
    'visibleCampaign (member manager)': q.visibleCampaign(manager, EXAMPLE_ID.campaign),
    campaignRowById: q.campaignRowById(EXAMPLE_ID.campaign),
    visibleCampaignIds: q.visibleCampaignIds(member, [EXAMPLE_ID.campaign]),
    insertCampaign: q.insertCampaign(
      { ...member, agencyId: EXAMPLE_ID.agency },
      {
        brand: 'Brand',
        campaign_name: 'Name',
        start_date: '2027-01-01',
        end_date: '2027-01-31',
        budget: 1_000_000,
        media_type: 'all',
        states: ['Metropolitana de Santiago'],
        cities: ['All'],
        target_audience: { sex: 'all', age_from: 20, age_to: 40, classes: ['ab'] },
      },
    ),
    unknownPlaces: q.unknownPlaces({ states: ['Valparaíso'], cities: ['Viña del Mar'] }),
    regionNames: q.regionNames(),
    'communeNames (all)': q.communeNames(),
    'communeNames (of states)': q.communeNames(['Valparaíso']),
    'siteColumnValues (of states)': q.siteColumnValues('format', ['Valparaíso']),
  });
});
