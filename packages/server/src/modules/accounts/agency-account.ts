import { AGENCY_POLICIES } from '@plano/core';
import type { QueryFn } from '../../db/client.ts';
import { assertEmailFree } from './emails.ts';
import {
  grantPoliciesByName,
  insertAgency,
  insertAgencyOwner,
  insertOwnerRole,
  setAgencyOwner,
} from './queries.ts';

export interface NewAccount {
  name: string;
  email: string;
  company: string;
  passwordHash: string;
  phone?: string;
  country?: string;
}

/**
 * A new agency whose first user owns it, through an `owner` role holding every agency policy
 * (Register, and Add Plano User of the admin panel). Runs inside the caller's transaction.
 * `confirmed`: the platform made it (Add Plano User), so its address counts as confirmed; a
 * self-registered one confirms it by the link it is mailed (issue 23).
 */
export async function createAgencyAccount(
  query: QueryFn,
  account: NewAccount,
  options: { confirmed: boolean },
): Promise<string> {
  await assertEmailFree(query, account.email);
  const [agency] = await query(insertAgency(account.company));
  const [role] = await query(insertOwnerRole(agency.id));
  await query(grantPoliciesByName(role.id, [...AGENCY_POLICIES]));
  const [user] = await query(
    insertAgencyOwner(
      {
        name: account.name,
        email: account.email.toLowerCase(),
        passwordHash: account.passwordHash,
        company: account.company,
        phone: account.phone ?? '',
        country: account.country ?? null,
      },
      role.id,
      agency.id,
      options.confirmed,
    ),
  );
  await query(setAgencyOwner(agency.id, user.id));
  return user.id;
}
