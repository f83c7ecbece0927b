import type { UpdateUserDetailsBody } from '@plano/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { saveUser } from '../../../lib/session.ts';
import { accountKeys } from './keys.ts';

export function useUpdateUserDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserDetailsBody) => callApi('/update_user_details', body).then((r) => r.user),
    onSuccess: (user) => {
      saveUser(user);
      return queryClient.invalidateQueries({ queryKey: accountKeys.members });
    },
  });
}
