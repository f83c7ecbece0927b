import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { readUser, saveUser } from '../../../lib/session.ts';
import { fetchUserDetails } from './fetch-user-details.ts';

/**
 * Opens the confirmation link once per page (opening it again is harmless). Anonymous, as the
 * approval page's calls: a bad link must not sign out whoever is signed in in this browser.
 */
export function useConfirmEmail(token: string) {
  return useQuery({
    queryKey: ['confirm-email', token],
    queryFn: async () => {
      const answer = await callApi('/confirm_email', { token }, undefined, { anonymous: true });
      // Someone is signed in here: their stored user is read again (it may be the account just confirmed).
      if (readUser()) {
        await fetchUserDetails()
          .then(({ user }) => saveUser(user))
          .catch(() => {});
      }
      return answer;
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
