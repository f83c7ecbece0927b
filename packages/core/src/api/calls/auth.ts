import { z } from 'zod';
import {
  confirmEmailBody,
  emptyBody,
  messageDto,
  openUserBody,
  registerBody,
  sessionDto,
  signinBody,
  userDto,
} from '../auth.ts';
import { defineCalls } from '../call.ts';
import { errorDto } from '../errors.ts';

const userResponse = z.object({ user: userDto });

/** Signing in and out, registering, confirming the address, and who the caller is. */
export const authCalls = defineCalls({
  '/signin': { body: signinBody, response: { 200: sessionDto, 401: errorDto } },
  '/register': { body: registerBody, response: { 200: messageDto } },
  '/confirm_email': { body: confirmEmailBody, response: { 200: messageDto, 401: errorDto } },
  '/resend_email_confirmation': { body: emptyBody, response: { 200: messageDto, 409: errorDto } },
  '/fetch_user_details': { body: emptyBody, response: { 200: userResponse } },
  '/signout': { body: emptyBody, response: { 200: z.object({ ok: z.literal(true) }) } },
  '/fetch_open_user_details': { body: openUserBody, response: { 200: userResponse } },
});
