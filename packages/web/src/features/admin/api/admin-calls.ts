import type { AddPlanoUserBody, AddPolicyBody, PolicyDto, UserDto } from '@plano/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export function useAddPlanoUser() {
  return useMutation({
    mutationFn: (body: AddPlanoUserBody) =>
      apiPost<{ user: UserDto }>('/add_plano_user', body).then((r) => r.user),
  });
}

export function useAddPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddPolicyBody) =>
      apiPost<{ policy: PolicyDto }>('/add_plano_policy', body).then((r) => r.policy),
    // Role forms list policies.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['accounts', 'policies'] }),
  });
}
