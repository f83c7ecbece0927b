import { AGENCY_POLICIES } from '@plano/core';
import { it } from 'vitest';
import { checkQueries, EXAMPLE_ID } from '../../../test/query-snapshots.ts';
import * as q from './queries.ts';

const { agency, user, other, role } = EXAMPLE_ID;
const policy = '00000000-0000-4000-8000-000000000010';

it('plans every accounts query, as queries.sql holds it', async () => {
  await checkQueries(new URL('./queries.sql', import.meta.url), {
    agencyOwner: q.agencyOwner(agency),
    insertAgency: q.insertAgency('Agency'),
    setAgencyOwner: q.setAgencyOwner(agency, user),
    memberForUpdate: q.memberForUpdate(other, agency),
    agencyMemberCount: q.agencyMemberCount([user, other], agency),
    'emailTaken (editing a user)': q.emailTaken('someone@plano.test', user),
    'emailTaken (new user)': q.emailTaken('someone@plano.test', null),
    insertMember: q.insertMember({
      name: 'Member',
      email: 'member@plano.test',
      passwordHash: 'hash',
      phone: '+56 9 1234 5678',
      roleId: role,
      businessUnits: ['North', 'South'],
      sharedUsers: [other],
      addedBy: user,
      agencyId: agency,
    }),
    insertAgencyOwner: q.insertAgencyOwner(
      {
        name: 'Owner',
        email: 'owner@plano.test',
        passwordHash: 'hash',
        company: 'Agency',
        phone: '',
        country: null,
      },
      role,
      agency,
      false,
    ),
    'updateMemberDetails (all fields)': q.updateMemberDetails(other, {
      name: 'Member',
      email: 'member@plano.test',
      phone: '+56 9 1234 5678',
      roleId: role,
      businessUnits: ['North'],
      sharedUsers: [user],
    }),
    'updateMemberDetails (no field)': q.updateMemberDetails(other, {
      name: null,
      email: null,
      phone: null,
      roleId: null,
      businessUnits: null,
      sharedUsers: null,
    }),
    updateOwnDetails: q.updateOwnDetails(user, {
      name: 'Example',
      email: null,
      company: 'Agency',
      phone: null,
    }),
    passCampaigns: q.passCampaigns(other, user),
    unshareUser: q.unshareUser(other, agency),
    deleteUser: q.deleteUser(other),
    setPasswordHash: q.setPasswordHash(other, 'hash'),
    agencyRoleIds: q.agencyRoleIds(agency),
    roleOfAgency: q.roleOfAgency(role, agency),
    insertRole: q.insertRole(agency, 'Planner'),
    insertOwnerRole: q.insertOwnerRole(agency),
    renameRole: q.renameRole(role, 'Planner'),
    clearRolePolicies: q.clearRolePolicies(role),
    insertRolePolicies: q.insertRolePolicies(role, [policy]),
    grantPoliciesByName: q.grantPoliciesByName(role, [...AGENCY_POLICIES]),
    policiesByIds: q.policiesByIds([policy]),
    rolePolicyNames: q.rolePolicyNames(role),
  });
});
