import { apiContract, POLICIES } from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { actorOf, loadUserDto } from '../auth/index.ts';
import { addMember, agencyMembers, changePassword, deleteMember, updateMember } from './members.ts';
import { updateUserDetails } from './profile.ts';
import { addRole, agencyRoles, editRole } from './roles.ts';

const tags = ['accounts'];
const SEE_ROLES = [POLICIES.roleManagement, POLICIES.memberManagement, POLICIES.readOnly];
const SEE_MEMBERS = [POLICIES.memberManagement, POLICIES.readOnly];
const manageRoles = { policies: [POLICIES.roleManagement] };
const manageMembers = { policies: [POLICIES.memberManagement] };

export function accountRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/update_user_details',
      { schema: { tags, ...apiContract['/update_user_details'] } },
      async (request) => {
        const actor = actorOf(request);
        await updateUserDetails(database, actor, request.body);
        const user = await loadUserDto(database.db, actor.id);
        if (!user) throw notFound('User');
        return { user };
      },
    );

    app.post(
      '/fetch_user_roles',
      { schema: { tags, ...apiContract['/fetch_user_roles'] }, config: { policies: SEE_ROLES } },
      async (request) => ({ roles: await agencyRoles(database, actorOf(request).agencyId) }),
    );

    app.post(
      '/add_user_role',
      {
        schema: { tags, ...apiContract['/add_user_role'] },
        config: manageRoles,
      },
      async (request) => ({ role: await addRole(database, actorOf(request), request.body) }),
    );

    app.post(
      '/edit_user_role',
      { schema: { tags, ...apiContract['/edit_user_role'] }, config: manageRoles },
      async (request) => {
        const actor = actorOf(request);
        await editRole(database, actor, request.body);
        return { roles: await agencyRoles(database, actor.agencyId) };
      },
    );

    app.post(
      '/fetch_user_members',
      { schema: { tags, ...apiContract['/fetch_user_members'] }, config: { policies: SEE_MEMBERS } },
      async (request) => ({ members: await agencyMembers(database, actorOf(request)) }),
    );

    app.post(
      '/add_member',
      {
        schema: { tags, ...apiContract['/add_member'] },
        // Inviting someone waits for a confirmed address, as mailing does (issue 23).
        config: { ...manageMembers, confirmedEmail: true },
      },
      async (request) => {
        const actor = actorOf(request);
        const id = await addMember(database, actor, request.body);
        const member = (await agencyMembers(database, actor)).find((m) => m._id === id);
        if (!member) throw notFound('Member');
        return { member };
      },
    );

    app.post(
      '/update_member_details',
      { schema: { tags, ...apiContract['/update_member_details'] }, config: manageMembers },
      async (request) => {
        const actor = actorOf(request);
        await updateMember(database, actor, request.body);
        return { members: await agencyMembers(database, actor) };
      },
    );

    app.post(
      '/delete_member',
      { schema: { tags, ...apiContract['/delete_member'] }, config: manageMembers },
      async (request) => {
        const actor = actorOf(request);
        await deleteMember(database, actor, request.body._id);
        return { members: await agencyMembers(database, actor) };
      },
    );

    app.post(
      '/change_password',
      {
        schema: { tags, ...apiContract['/change_password'] },
        config: manageMembers,
      },
      async (request) => {
        await changePassword(database, actorOf(request), request.body);
        return { ok: true as const };
      },
    );
  };
}
