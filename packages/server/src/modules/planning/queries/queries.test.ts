import { planningFilters } from '@plano/core';
import { it } from 'vitest';
import { checkQueries, EXAMPLE_ID, exampleActor } from '../../../../test/query-snapshots.ts';
import type { CampaignScope } from '../campaign-scope.ts';
import { campaignScopeQuery } from './campaign.ts';
import { facetsQuery, recountFacetsQuery } from './facets.ts';
import { mapInventoryQuery, placesQuery } from './map.ts';
import { densestPlaceQuery, mapCellsQuery } from './map-cells.ts';
import * as sites from './sites.ts';

const camp: CampaignScope = {
  _id: EXAMPLE_ID.campaign,
  states: ['Metropolitana de Santiago'],
  cities: ['Santiago', 'Providencia'],
  media_type: 'ooh',
  start_date: '2027-01-01',
  end_date: '2027-01-31',
};
const everywhere: CampaignScope = { ...camp, cities: ['All'], media_type: 'all' };
const santiago = { ne: { lat: -33.3, lng: -70.5 }, sw: { lat: -33.6, lng: -70.8 } };
/** Every filter the planner can set, so the snapshot shows each branch of the site scope. */
const everyFilter = planningFilters.parse({
  sec_classification: ['ABC1'],
  traffic_density: ['high'],
  sec_600mt: ['C2'],
  format: ['Billboard'],
  media_type: ['Billboard'],
  type: 'ooh',
  media_owner: ['Owner'],
  gender: 'female',
  area_n: { $gte: 10, $lte: 100 },
  'additional_data.final_score': { $gte: 0.5 },
  nearby: { places: [1, 2], radius: 500 },
  availability: 'available',
});
const selection = { selection: { filters: everyFilter, bounds: santiago }, excludeIds: [3, 4] };

it('plans every planning query, as queries.sql holds it', async () => {
  const cells = mapCellsQuery(everywhere, planningFilters.parse({ type: 'digital' }), santiago, 11);
  if (!cells) throw new Error('the kept cells answer a type filter at zoom 11');
  await checkQueries(new URL('./queries.sql', import.meta.url), {
    campaignScopeQuery: campaignScopeQuery(exampleActor(), EXAMPLE_ID.campaign),
    'mapInventoryQuery (every filter, in bounds)': mapInventoryQuery(camp, everyFilter, santiago, 12),
    'mapInventoryQuery (whole campaign)': mapInventoryQuery(everywhere, {}, undefined, undefined),
    'mapCellsQuery (in bounds)': cells,
    placesQuery: placesQuery(camp),
    densestPlaceQuery: densestPlaceQuery(camp),
    'gridCount (every filter)': sites.gridCount(camp, everyFilter),
    'gridCount (searching)': sites.gridCount(camp, {}, { text: 'nunoa', ownerIds: [] }),
    'gridCount (searching, an owner named so)': sites.gridCount(
      camp,
      {},
      {
        text: 'metropolis',
        ownerIds: [EXAMPLE_ID.owner],
      },
    ),
    gridOwners: sites.gridOwners('plaza nunoa'),
    gridPage: sites.gridPage(camp, everyFilter, { page: 1, limit: 20 }),
    'gridPage (searching)': sites.gridPage(
      camp,
      {},
      { page: 0, limit: 10 },
      { text: 'plaza nunoa', ownerIds: [] },
    ),
    plannableSite: sites.plannableSite(1),
    facetsQuery: facetsQuery(camp),
    recountFacetsQuery: recountFacetsQuery(camp),
    recountFacetsEverywhere: recountFacetsQuery(everywhere),
    recountEveryDirtyArea: recountFacetsQuery(),
    selectionCount: sites.selectionCount(camp, selection),
    selectableIds: sites.selectableIds(camp, [1, 2]),
    'addedPrice (listed)': sites.addedPrice(camp, { ids: [1, 2] }),
    'addedPrice (selection)': sites.addedPrice(camp, selection),
  });
});
