import { apiContract, POLICIES } from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { grantorOf, isPlatformPolicy, mayGrant } from '../accounts/index.ts';
import { actorOf, loadUserDto, presentPolicy } from '../auth/index.ts';
import { addPlanoUser, addPolicy } from './platform.ts';
import { allPolicies } from './queries.ts';

const tags = ['admin'];

export function adminRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    // The policies, each marked with whether the caller may grant it (issue 12). The platform
    // administrator sees every one; an agency member sees only those an agency's role may hold.
    // Platform policies are never grantable, whoever asks (decision 0010).
    app.post(
      '/fetch_all_policies',
      {
        schema: { tags, ...apiContract['/fetch_all_policies'] },
        config: {
          policies: [
            POLICIES.roleManagement,
            POLICIES.memberManagement,
            POLICIES.readOnly,
            POLICIES.adminPanel,
          ],
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const platformAdmin = actor.policies.includes(POLICIES.adminPanel);
        const grantor = actor.agencyId ? await grantorOf(database.query, actor) : null;
        const rows = await database.query(allPolicies());
        return {
          policies: rows
            .filter((row) => platformAdmin || !isPlatformPolicy(row.name))
            .map((row) => ({
              ...presentPolicy(row),
              grantable: grantor !== null && mayGrant(grantor, row.name),
            })),
        };
      },
    );

    app.post(
      '/add_plano_user',
      {
        schema: { tags, ...apiContract['/add_plano_user'] },
        config: { policies: [POLICIES.adminPanel], confirmedEmail: true },
      },
      async (request) => {
        const userId = await addPlanoUser(database, request.body);
        return { user: (await loadUserDto(database.db, userId))! };
      },
    );

    app.post(
      '/add_plano_policy',
      {
        schema: { tags, ...apiContract['/add_plano_policy'] },
        config: { policies: [POLICIES.adminPanel] },
      },
      async (request) => ({ policy: await addPolicy(database, request.body) }),
    );
  };
}
