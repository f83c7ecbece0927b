import { z } from 'zod';
import { addPlanoUserBody, addPolicyBody, policyResultDto } from '../accounts.ts';
import { emptyBody, policyDto, userDto } from '../auth.ts';
import { defineCalls } from '../call.ts';

/** A policy, marked with whether the caller may grant it (issue 12, decision 0010). */
const grantablePolicyDto = policyDto.extend({ grantable: z.boolean() });

/** The platform team's administration: every policy, platform users, new policies. */
export const adminCalls = defineCalls({
  '/fetch_all_policies': {
    body: emptyBody,
    response: { 200: z.object({ policies: z.array(grantablePolicyDto) }) },
  },
  '/add_plano_user': { body: addPlanoUserBody, response: { 200: z.object({ user: userDto }) } },
  '/add_plano_policy': { body: addPolicyBody, response: { 200: policyResultDto } },
});
