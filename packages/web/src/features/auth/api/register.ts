import type { RegisterBody } from '@plano/core';
import { useMutation } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { saveSession } from '../../../lib/session.ts';
import { signin } from './signin.ts';

export const register = (body: RegisterBody) => callApi('/register', body);

/**
 * Register answers the same for a new address and for one that has an account (issue 23), so the
 * page signs in next with what was typed: a new account lands in the app (its e-mail still to be
 * confirmed); otherwise the page says to look at the mail, which tells the owner what happened.
 */
export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegisterBody): Promise<{ signedIn: boolean }> => {
      await register(body);
      try {
        const { token, user } = await signin({ email: body.email, password: body.password });
        saveSession(token, user);
        return { signedIn: true };
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return { signedIn: false };
        throw error;
      }
    },
  });
}
