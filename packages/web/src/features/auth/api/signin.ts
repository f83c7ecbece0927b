import type { SessionDto, SigninBody } from '@plano/core';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { saveSession } from '../../../lib/session.ts';

export const signin = (body: SigninBody) => apiPost<SessionDto>('/signin', body);

export function useSignin() {
  return useMutation({
    mutationFn: signin,
    onSuccess: ({ token, user }) => saveSession(token, user),
  });
}
