import type { AddPlanoUserBody, AddPolicyBody, PolicyDto } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { errorCode } from '../../db/errors.ts';
import { conflict } from '../../platform/http/errors.ts';
import { createAgencyAccount, withFreeEmail } from '../accounts/index.ts';
import { hashPassword, presentPolicy } from '../auth/index.ts';
import { insertPolicy, policyNamed } from './queries.ts';

const POLICY_TAKEN = 'A policy with this name already exists';

/** Add Plano User: a new agency account, owned by the user created with it; the platform vouches for it. */
export async function addPlanoUser(database: Database, body: AddPlanoUserBody): Promise<string> {
  const passwordHash = await hashPassword(body.password);
  return withFreeEmail(() =>
    database.transaction((query) =>
      createAgencyAccount(query, { ...body, passwordHash }, { confirmed: true }),
    ),
  );
}

export async function addPolicy(database: Database, body: AddPolicyBody): Promise<PolicyDto> {
  try {
    const [taken] = await database.query(policyNamed(body.policy_name));
    if (taken) throw conflict(POLICY_TAKEN);
    const [row] = await database.query(insertPolicy(body.policy_name, body.policy_desc));
    return presentPolicy(row);
  } catch (error) {
    if (errorCode(error) === '23505') throw conflict(POLICY_TAKEN);
    throw error;
  }
}
