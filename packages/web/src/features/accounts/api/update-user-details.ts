import type { UpdateUserDetailsBody, UserDto } from '@plano/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { saveUser } from '../../../lib/session.ts';
import { accountKeys } from './keys.ts';

export function useUpdateUserDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserDetailsBody) =>
      apiPost<{ user: UserDto }>('/update_user_details', body).then((r) => r.user),
    onSuccess: (user) => {
      saveUser(user);
      return queryClient.invalidateQueries({ queryKey: accountKeys.members });
    },
  });
}
