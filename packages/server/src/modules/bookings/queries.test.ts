import { it } from 'vitest';
import { checkQueries, EXAMPLE_ID } from '../../../test/query-snapshots.ts';
import { sql } from '../../db/sql.ts';
import { cellOnGrid, viewGrid } from '../planning/index.ts';
import * as q from './queries.ts';

const { campaign, user, owner } = EXAMPLE_ID;
/** Santiago on a laptop's map. */
const VIEW = { sw: { lat: -33.6, lng: -70.8 }, ne: { lat: -33.3, lng: -70.5 } };
const locked = [{ site_id: 1, site_code: 'S-1', status: 'planned' }];

it('plans every bookings query, as queries.sql holds it', async () => {
  await checkQueries(new URL('./queries.sql', import.meta.url), {
    lockCampaignBudget: q.lockCampaignBudget(campaign),
    planBudgetUsed: q.planBudgetUsed(campaign),
    updateBudgetAfterAdding: q.updateBudgetAfterAdding(campaign, 1_000_000),
    siteCodesOf: q.siteCodesOf([1, 2]),
    lockPlanRowsOf: q.lockPlanRowsOf(campaign, [1, 2]),
    lockSitesOf: q.lockSitesOf([1, 2]),
    insertHistory: q.insertHistory(campaign, locked, 'pending', { id: user, name: 'Example' }),
    'insertHistory (a media owner by link)': q.insertHistory(campaign, locked, 'approved', {
      id: null,
      name: 'Owner (media owner)',
    }),
    refreshStatusOf: q.refreshStatusOf(campaign),
    vendorContacts: q.vendorContacts([owner]),
    markPending: q.markPending(campaign, [1, 2]),
    markBooked: q.markBooked(campaign, [1, 2], user),
    deletePlanRows: q.deletePlanRows(campaign, [1, 2]),
    'planSites (agency)': q.planSites(campaign, null, false),
    'planSites (one owner, what was sent)': q.planSites(campaign, owner, true),
    'planSites (the sites an action named)': q.planSites(campaign, null, false, [1, 2]),
    planSiteIds: q.planSiteIds(campaign, false),
    "planSitesPage (the plan's order)": q.planSitesPage(campaign, { offset: 20, limit: 20 }),
    'planSitesPage (by status, descending)': q.planSitesPage(campaign, {
      offset: 0,
      limit: 50,
      sort: { field: 'status', dir: 'desc' },
    }),
    "planSitesPage (an owner's part, by city)": q.planSitesPage(
      campaign,
      { offset: 0, limit: 20, sort: { field: 'city', dir: 'asc' } },
      { vendorId: owner, sentOnly: true },
    ),
    planSize: q.planSize(campaign),
    ownerPartSize: q.ownerPartSize(campaign, { vendorId: owner, sentOnly: true }),
    ownerPendingIds: q.ownerPendingIds(campaign, owner),
    'planMapQuery (the whole plan)': q.planMapQuery(
      campaign,
      cellOnGrid(viewGrid(undefined)),
      undefined,
      1500,
    ),
    'planMapQuery (in view)': q.planMapQuery(campaign, cellOnGrid(viewGrid(9, VIEW)), VIEW, 1500),
    planHistoryOf: q.planHistoryOf(campaign),
    'bookedSites (all)': q.bookedSites(campaign, false, null),
    'bookedSites (Digital, of ids)': q.bookedSites(campaign, true, [1, 2]),
    analysePlanRows: q.analysePlanRows(),
    listedCandidates: q.listedCandidates(campaign, [1, 2], sql`s.planning_enabled`),
    sitesPrice: q.sitesPrice(q.siteIdsIn([1, 2])),
    insertPlanned: q.insertPlanned(campaign, q.siteIdsIn([1, 2]), { id: user, name: 'Example' }),
    bookedByOthers: q.bookedByOthers(campaign, q.siteIdsIn([1, 2]), EXAMPLE_ID.agency),
  });
});
