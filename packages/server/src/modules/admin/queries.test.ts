import { POLICIES } from '@plano/core';
import { it } from 'vitest';
import { checkQueries, EXAMPLE_ID } from '../../../test/query-snapshots.ts';
import * as q from './queries.ts';

const { user, role, agency } = EXAMPLE_ID;

it('plans every admin query, as queries.sql holds it', async () => {
  await checkQueries(new URL('./queries.sql', import.meta.url), {
    insertMissingPolicies: q.insertMissingPolicies([POLICIES.adminPanel, POLICIES.inventoryManagement]),
    insertPlatformRoleIfMissing: q.insertPlatformRoleIfMissing('admin'),
    platformRoleId: q.platformRoleId('admin'),
    grantMissingPolicies: q.grantMissingPolicies(role, [POLICIES.adminPanel, POLICIES.readOnly]),
    firstAgencyNamed: q.firstAgencyNamed('Plano'),
    platformAdminExists: q.platformAdminExists(),
    userByEmailWithAdmin: q.userByEmailWithAdmin('ops@plano.test'),
    insertPlatformAdmin: q.insertPlatformAdmin({
      name: 'Ops',
      email: 'ops@plano.test',
      passwordHash: 'hash',
      company: 'Plano',
      roleId: role,
      agencyId: agency,
    }),
    setAgencyOwnerIfNone: q.setAgencyOwnerIfNone(user, agency),
    policyNamed: q.policyNamed('Reports'),
    insertPolicy: q.insertPolicy('Reports', 'Reads the reports'),
    allPolicies: q.allPolicies(),
  });
});
