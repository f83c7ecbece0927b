import { it } from 'vitest';
import { checkQueries, EXAMPLE_ID } from '../test/query-snapshots.ts';
import * as q from './queries.ts';

const { agency, user, role, campaign } = EXAMPLE_ID;

it('plans every query of the demo data, as queries.sql holds it', async () => {
  await checkQueries(new URL('./queries.sql', import.meta.url), {
    anyUser: q.anyUser(),
    allPolicies: q.allPolicies(),
    insertRole: q.insertRole(agency, 'planners'),
    grantPolicies: q.grantPolicies(role, [user]),
    insertAgency: q.insertAgency('Demo agency'),
    insertVendors: q.insertVendors('[]'),
    insertDemoUser: q.insertDemoUser({
      name: 'Example',
      email: 'example@plano.test',
      passwordHash: 'hash',
      company: 'Demo agency',
      phone: '+56 2 2400 1000',
      roleId: role,
      agencyId: agency,
      vendorId: null,
      units: ['Unit'],
      shared: [],
    }),
    'setAgencyOwner (kept)': q.setAgencyOwner(agency, user, true),
    setAgencyOwner: q.setAgencyOwner(agency, user, false),
    'planCandidates (of cities)': q.planCandidates('Valparaíso', ['Viña del Mar'], 'ooh', [1]),
    'planCandidates (anywhere)': q.planCandidates(null, null, 'all', []),
    insertCampaign: q.insertCampaign({
      agencyId: agency,
      plannerId: user,
      brand: 'Brand',
      name: 'Name',
      start: '2027-01-01',
      end: '2027-01-31',
      budget: 1_000_000,
      mediaType: 'all',
      states: ['Valparaíso'],
      cities: ['All'],
      status: 'booked',
      createdAt: '2026-12-01T00:00:00.000Z',
    }),
    insertPlanRows: q.insertPlanRows(
      { id: campaign, start: '2027-01-01', end: '2027-01-31', createdAt: '2026-12-01T00:00:00.000Z' },
      '[]',
    ),
    insertPlacesJson: q.insertPlacesJson('[]'),
    siteIndexes: q.siteIndexes(),
    roomForIndexBuilds: q.roomForIndexBuilds(),
    emptyTables: q.emptyTables(['alerts']),
    dropIndex: q.dropIndex('sites_format_idx'),
  });
});
