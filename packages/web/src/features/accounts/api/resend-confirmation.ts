import type { MessageDto } from '@plano/core';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** A new confirmation link to the signed-in user's address (at most three an hour). */
export function useResendConfirmation() {
  return useMutation({ mutationFn: () => apiPost<MessageDto>('/resend_email_confirmation') });
}
