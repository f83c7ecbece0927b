import { z } from 'zod';
import {
  addMemberBody,
  addRoleBody,
  changePasswordBody,
  editRoleBody,
  memberDto,
  memberRefBody,
  membersDto,
  rolesDto,
  updateMemberBody,
  updateUserDetailsBody,
} from '../accounts.ts';
import { emptyBody, roleDto, userDto } from '../auth.ts';
import { defineCalls } from '../call.ts';

const ok = z.object({ ok: z.literal(true) });

/** An agency's own people and roles (SPEC §6). */
export const accountCalls = defineCalls({
  '/update_user_details': { body: updateUserDetailsBody, response: { 200: z.object({ user: userDto }) } },
  '/fetch_user_roles': { body: emptyBody, response: { 200: rolesDto } },
  '/add_user_role': { body: addRoleBody, response: { 200: z.object({ role: roleDto }) } },
  '/edit_user_role': { body: editRoleBody, response: { 200: rolesDto } },
  '/fetch_user_members': { body: emptyBody, response: { 200: membersDto } },
  '/add_member': { body: addMemberBody, response: { 200: z.object({ member: memberDto }) } },
  '/update_member_details': { body: updateMemberBody, response: { 200: membersDto } },
  '/delete_member': { body: memberRefBody, response: { 200: membersDto } },
  '/change_password': { body: changePasswordBody, response: { 200: ok } },
});
