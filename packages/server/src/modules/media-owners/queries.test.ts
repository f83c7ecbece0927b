import type { AddMediaOwnerBody } from '@plano/core';
import { it } from 'vitest';
import { checkQueries, EXAMPLE_ID } from '../../../test/query-snapshots.ts';
import * as q from './queries.ts';

const { owner, role } = EXAMPLE_ID;

const body: AddMediaOwnerBody = {
  name: 'Carteles Sur',
  email: 'Ventas@Carteles-Sur.test',
  phone: '+56 2 2345 6789',
  password: 'a-long-password',
  country: 'Chile',
  states: ['Región de Valparaíso'],
};

it('plans every media owner query, as queries.sql holds it', async () => {
  await checkQueries(new URL('./queries.sql', import.meta.url), {
    mediaOwnerById: q.mediaOwnerById(owner),
    'mediaOwnersOf (SPEC call, no body)': q.mediaOwnersOf(undefined),
    'mediaOwnersOf (page, every filter, sort by a text column)': q.mediaOwnersOf({
      page: 2,
      limit: 10,
      filters: {
        name: 'señal 100%_',
        states: 'bio-bio',
        aliases: 'via norte',
        phone: '+56 (2) 2201',
        email: 'paged-3',
        inv_uploaded: ['yes'],
        inv_last_updated: { from: '2026-03-10', to: '2026-06-30' },
      },
      sort: { column: 'states', direction: 'desc' },
    }),
    'mediaOwnersOf (sort by the last update)': q.mediaOwnersOf({
      filters: {},
      sort: { column: 'inv_last_updated', direction: 'asc' },
    }),
    'mediaOwnersCount (a filter)': q.mediaOwnersCount({ filters: { name: 'cordillera' } }),
    mediaOwnerChoices: q.mediaOwnerChoices('%metropolis%', 20, 1),
    mediaOwnerChoicesCount: q.mediaOwnerChoicesCount('%metropolis%'),
    unknownStatesCount: q.unknownStatesCount(body.states),
    ownerNameOrEmailTaken: q.ownerNameOrEmailTaken(body.name, body.email),
    insertVendor: q.insertVendor(body),
    insertOwnerUser: q.insertOwnerUser(body, { passwordHash: 'hash', roleId: role, vendorId: owner }),
    setVendorPhone: q.setVendorPhone(owner, '+56 2 2999 0000'),
    lockVendor: q.lockVendor(owner),
    vendorEmailTakenByOther: q.vendorEmailTakenByOther('nuevo@carteles-sur.test', owner),
    setVendorEmail: q.setVendorEmail(owner, 'nuevo@carteles-sur.test'),
  });
});
