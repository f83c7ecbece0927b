import { z } from 'zod';
import { approvalLinkToken, email, requiredText } from '../validation/fields.ts';
import { formatMessage } from '../validation/messages.ts';

export const signinBody = z.object({
  email: email(),
  password: z
    .string({ error: formatMessage('required', { field: 'Password' }) })
    .min(1, formatMessage('required', { field: 'Password' }))
    .max(200),
  remember: z.boolean().optional(),
});
export type SigninBody = z.infer<typeof signinBody>;

export const registerBody = z.object({
  name: requiredText('Name'),
  company: requiredText('Company'),
  email: email(),
  password: z
    .string({ error: formatMessage('required', { field: 'Password' }) })
    .min(8, formatMessage('passwordTooShort'))
    .max(200, formatMessage('tooLong', { field: 'Password' })),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const emptyBody = z.object({}).strict().optional();

export const openUserBody = z.object({ token: approvalLinkToken(), userId: z.uuid().optional() });

export const policyDto = z.object({ _id: z.string(), name: z.string(), description: z.string() });
export type PolicyDto = z.infer<typeof policyDto>;

export const roleDto = z.object({ _id: z.string(), name: z.string(), policies: z.array(policyDto) });
export type RoleDto = z.infer<typeof roleDto>;

export const userDto = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  phone: z.string(),
  pic: z.string().nullable(),
  country: z.string(),
  role: roleDto.nullable(),
  business_units: z.array(z.string()),
  shared_users: z.array(z.string()),
  agency_id: z.string().nullable(),
  vendor_id: z.string().nullable(),
});
export type UserDto = z.infer<typeof userDto>;

export const sessionDto = z.object({ token: z.string(), user: userDto });
export type SessionDto = z.infer<typeof sessionDto>;

/** Policy names a user holds, read from the role. */
export function policyNames(user: Pick<UserDto, 'role'> | null | undefined): string[] {
  return user?.role?.policies.map((p) => p.name) ?? [];
}
