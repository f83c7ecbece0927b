import type { SigninBody } from '@plano/core';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { saveSession } from '../../../lib/session.ts';

export const signin = (body: SigninBody) => callApi('/signin', body);

export function useSignin() {
  return useMutation({
    mutationFn: signin,
    onSuccess: ({ token, user }) => saveSession(token, user),
  });
}
