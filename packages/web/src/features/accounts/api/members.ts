import type { AddMemberBody, MemberDto, UpdateMemberBody } from '@plano/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { accountKeys } from './keys.ts';

export function useMembers(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.members,
    queryFn: ({ signal }) => callApi('/fetch_user_members', {}, signal).then((r) => r.members),
    enabled,
  });
}

function useMembersMutation<T>(call: (body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.members }),
  });
}

export const useAddMember = () => useMembersMutation((body: AddMemberBody) => callApi('/add_member', body));

export const useUpdateMember = () =>
  useMembersMutation((body: UpdateMemberBody) => callApi('/update_member_details', body));

export const useDeleteMember = () =>
  useMembersMutation((member: Pick<MemberDto, '_id'>) => callApi('/delete_member', { _id: member._id }));

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { memberId: string; new_pass: string; confirm_pass: string }) =>
      callApi('/change_password', {
        new_pass: body.new_pass,
        confirm_pass: body.confirm_pass,
        member_data: { _id: body.memberId },
      }),
  });
}
