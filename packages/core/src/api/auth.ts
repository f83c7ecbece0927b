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

/** What the e-mail confirmation calls and Register answer (issue 23); the web shows them by text. */
export const AUTH_MESSAGES = {
  /** Register's one answer, for a new address and for one that has an account alike. */
  registered: 'Check your e-mail: we sent you a message to confirm your address',
  confirmEmailFirst:
    'Confirm your e-mail address first: open the link we sent you, or send a new one from your profile',
  emailConfirmed: 'Your e-mail address is confirmed',
  badConfirmationLink: 'This confirmation link is invalid or has expired',
  confirmationSent: 'We sent you a new confirmation link',
  alreadyConfirmed: 'Your e-mail address is already confirmed',
} as const;

/** A short answer: what happened, in a sentence the web translates. */
export const messageDto = z.object({ msg: z.string() });
export type MessageDto = z.infer<typeof messageDto>;

/** The token of the confirmation link a self-registered account is mailed. */
export const confirmEmailBody = z.object({
  token: z
    .string({ error: formatMessage('required', { field: 'Token' }) })
    .min(1, formatMessage('required', { field: 'Token' }))
    .max(2000, formatMessage('tooLong', { field: 'Token' })),
});
export type ConfirmEmailBody = z.infer<typeof confirmEmailBody>;

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
  /** False for a self-registered account until it opens its confirmation link: it mails nobody yet. */
  email_confirmed: z.boolean(),
});
export type UserDto = z.infer<typeof userDto>;

export const sessionDto = z.object({ token: z.string(), user: userDto });
export type SessionDto = z.infer<typeof sessionDto>;

/** Policy names a user holds, read from the role. */
export function policyNames(user: Pick<UserDto, 'role'> | null | undefined): string[] {
  return user?.role?.policies.map((p) => p.name) ?? [];
}
