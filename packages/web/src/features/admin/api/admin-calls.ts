import type { AddPlanoUserBody, AddPolicyBody } from '@plano/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export function useAddPlanoUser() {
  return useMutation({
    mutationFn: (body: AddPlanoUserBody) => callApi('/add_plano_user', body).then((r) => r.user),
  });
}

export function useAddPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddPolicyBody) => callApi('/add_plano_policy', body).then((r) => r.policy),
    // Role forms list policies.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['accounts', 'policies'] }),
  });
}
