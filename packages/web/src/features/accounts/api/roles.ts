import type { AddRoleBody, ApiAnswer, EditRoleBody } from '@plano/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { accountKeys } from './keys.ts';

export type GrantablePolicy = ApiAnswer<'/fetch_all_policies'>['policies'][number];

export const rolesQuery = () =>
  queryOptions({
    queryKey: accountKeys.roles,
    queryFn: ({ signal }) => callApi('/fetch_user_roles', {}, signal).then((r) => r.roles),
  });

export function useRoles(enabled: boolean) {
  return useQuery({ ...rolesQuery(), enabled });
}

/** The policies a role may hold, each marked with whether the signed-in user may grant it. */
export function usePolicies(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.policies,
    queryFn: ({ signal }) => callApi('/fetch_all_policies', {}, signal).then((r) => r.policies),
    enabled,
  });
}

export function useAddRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddRoleBody) => callApi('/add_user_role', body).then((r) => r.role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.roles }),
  });
}

export function useEditRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditRoleBody) => callApi('/edit_user_role', body).then((r) => r.roles),
    onSuccess: (roles) => {
      queryClient.setQueryData(accountKeys.roles, roles);
      // Members show their role's name.
      return queryClient.invalidateQueries({ queryKey: accountKeys.members });
    },
  });
}
