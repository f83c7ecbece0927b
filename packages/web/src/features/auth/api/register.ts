import type { RegisterBody, SessionDto } from '@plano/core';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { saveSession } from '../../../lib/session.ts';

export const register = (body: RegisterBody) => apiPost<SessionDto>('/register', body);

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: ({ token, user }) => saveSession(token, user),
  });
}
