import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { saveUser } from '../../../lib/session.ts';

export const fetchUserDetails = () => callApi('/fetch_user_details');

/** Reloads the signed-in user once per visit, so a changed role or policy shows without signing in again. */
export function useRefreshUser(enabled: boolean) {
  const query = useQuery({
    queryKey: ['user-details'],
    queryFn: fetchUserDetails,
    enabled,
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (query.data) saveUser(query.data.user);
  }, [query.data]);
}
