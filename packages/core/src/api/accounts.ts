import { z } from 'zod';
import { BUSINESS_UNITS, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { email, requiredText } from '../validation/fields.ts';
import { formatMessage } from '../validation/messages.ts';
import { policyDto, roleDto, userDto } from './auth.ts';

/** Phone numbers as people type them: digits, spaces, +, parentheses, dots and dashes. */
export const phone = (field = 'Phone') =>
  requiredText(field, 40).refine(
    (v) => /^\+?[\d\s().-]{6,25}$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6,
    formatMessage('invalidPhone', { field }),
  );

/** A new password: SPEC §5's minimum, and a ceiling so hashing stays cheap. */
export const newPassword = (field = 'Password') =>
  z
    .string({ error: formatMessage('required', { field }) })
    .min(1, formatMessage('required', { field }))
    .min(PASSWORD_MIN_LENGTH, formatMessage('passwordTooShort'))
    .max(200, formatMessage('tooLong', { field }));

/** An id chosen from a list: none chosen is SPEC §5's '{Field} is Required' (a Role not picked), a mangled one is not a valid id. */
const entityId = (field: string) =>
  z.uuid({
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? formatMessage('required', { field })
        : formatMessage('invalidId', { field }),
  });

const policyIds = z
  .array(entityId('Policies'), { error: formatMessage('required', { field: 'Policies' }) })
  .min(1, formatMessage('required', { field: 'Policies' }))
  .max(100, formatMessage('tooMany', { field: 'Policies', max: '100' }));

const businessUnits = z
  .array(z.enum(BUSINESS_UNITS, { error: formatMessage('invalidOption', { field: 'Business Units' }) }), {
    error: formatMessage('required', { field: 'Business Units' }),
  })
  .min(1, formatMessage('required', { field: 'Business Units' }))
  .max(BUSINESS_UNITS.length, formatMessage('invalidOption', { field: 'Business Units' }))
  .refine(
    (units) => new Set(units).size === units.length,
    formatMessage('invalidOption', { field: 'Business Units' }),
  );

const sharedUsers = z
  .array(entityId('Shared Users'), { error: formatMessage('invalidList', { field: 'Shared Users' }) })
  .max(500, formatMessage('tooMany', { field: 'Shared Users', max: '500' }));

// Profile (SPEC §5: only the changed fields are sent and checked).
export const updateUserDetailsBody = z.object({
  name: requiredText('Name').optional(),
  email: email().optional(),
  company: requiredText('Company').optional(),
  phone: phone().optional(),
});
export type UpdateUserDetailsBody = z.infer<typeof updateUserDetailsBody>;

// Roles.
export const addRoleBody = z.object({ role_name: requiredText('Role Name', 80), policies: policyIds });
export type AddRoleBody = z.infer<typeof addRoleBody>;

export const editRoleBody = z.object({
  roleId: entityId('Role'),
  updateObj: z.object({ name: requiredText('Role Name', 80).optional(), policies: policyIds.optional() }),
});
export type EditRoleBody = z.infer<typeof editRoleBody>;

export const rolesDto = z.object({ roles: z.array(roleDto) });

// Members.
export const memberDto = userDto.extend({
  /** The account's owner: nobody else edits, re-passwords or deletes them. */
  is_owner: z.boolean(),
  /**
   * May the caller edit this member and change their password (and delete them, unless it is the
   * caller or the owner)? False for a member whose role holds a policy the caller could not grant:
   * the server refuses those changes, so the page does not offer them (issue 24, item 13).
   */
  manageable: z.boolean(),
});
export type MemberDto = z.infer<typeof memberDto>;
export const membersDto = z.object({ members: z.array(memberDto) });

export const addMemberBody = z.object({
  name: requiredText('Name'),
  email: email(),
  phone: phone(),
  password: newPassword(),
  role: entityId('Role'),
  business_units: businessUnits,
  shared_users: sharedUsers.optional(),
});
export type AddMemberBody = z.infer<typeof addMemberBody>;

export const updateMemberBody = z.object({
  memberId: entityId('Member'),
  updateObj: z.object({
    name: requiredText('Name').optional(),
    email: email().optional(),
    phone: phone().optional(),
    role: entityId('Role').optional(),
    business_units: businessUnits.optional(),
    shared_users: sharedUsers.optional(),
  }),
});
export type UpdateMemberBody = z.infer<typeof updateMemberBody>;

/** SPEC §7 sends the member record; only its id matters. */
export const memberRefBody = z.object({ _id: entityId('Member') });

export const changePasswordBody = z
  .object({
    new_pass: newPassword('New Password'),
    /** The form's confirmation, checked here too when a client sends it. */
    confirm_pass: z.string().max(200).optional(),
    member_data: z.object({ _id: entityId('Member') }),
  })
  .refine((b) => b.confirm_pass === undefined || b.confirm_pass === b.new_pass, {
    message: formatMessage('passwordMismatch'),
    path: ['confirm_pass'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

// Platform administration.
export const addPlanoUserBody = z.object({
  name: requiredText('Name'),
  email: email(),
  company: requiredText('Company'),
  phone: phone(),
  password: newPassword(),
  country: requiredText('Country', 80),
});
export type AddPlanoUserBody = z.infer<typeof addPlanoUserBody>;

export const addPolicyBody = z.object({
  policy_name: requiredText('Policy Name', 80),
  policy_desc: requiredText('Policy Description', 300),
});
export type AddPolicyBody = z.infer<typeof addPolicyBody>;
export const policyResultDto = z.object({ policy: policyDto });

/** The Change Member Password form: the new password twice (SPEC §5). */
export const passwordPairSchema = z
  .object({ new_pass: newPassword('New Password'), confirm_pass: z.string().max(200) })
  .refine((b) => b.confirm_pass === b.new_pass, {
    message: formatMessage('passwordMismatch'),
    path: ['confirm_pass'],
  });
export type PasswordPair = z.infer<typeof passwordPairSchema>;

/** Add and Edit Member forms; Edit leaves the password out. */
export const editMemberSchema = addMemberBody.omit({ password: true });
export type EditMemberInput = z.infer<typeof editMemberSchema>;
