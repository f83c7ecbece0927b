import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** A new confirmation link to the signed-in user's address (at most three an hour). */
export function useResendConfirmation() {
  return useMutation({ mutationFn: () => callApi('/resend_email_confirmation') });
}
