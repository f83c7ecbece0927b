import type {
  AddMediaOwnerBody,
  EditMediaOwnerEmailBody,
  EditMediaOwnerPhoneBody,
  FetchMediaOwnersBody,
  MediaOwnerDto,
} from '@plano/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { mediaOwnerKeys } from './keys.ts';

/**
 * Owners as the table asks for them (issue 22): a page with its filters and sort, and how many
 * match; without a page, every match (the CSV export).
 */
export const fetchMediaOwners = (body: NonNullable<FetchMediaOwnersBody>, signal?: AbortSignal) =>
  callApi('/fetch_all_media_owners', body, signal);

/**
 * How many owners there are, unfiltered. Adds and edits invalidate it (with the list), and the
 * table reloads its pages when it changes.
 */
export function useMediaOwnerCount() {
  return useQuery({
    queryKey: mediaOwnerKeys.count,
    queryFn: ({ signal }) => fetchMediaOwners({ page: 0, limit: 10 }, signal).then((r) => r.total_count),
  });
}

function useListMutation<T>(call: (body: T) => Promise<MediaOwnerDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaOwnerKeys.list }),
  });
}

export const useAddMediaOwner = () =>
  useListMutation((body: AddMediaOwnerBody) =>
    callApi('/add_proper_media_owner', body).then((r) => r.added_media_owner),
  );

export type MediaOwnerEdit =
  | ({ field: 'phone' } & EditMediaOwnerPhoneBody)
  | ({ field: 'email' } & EditMediaOwnerEmailBody);

/** Edit Media Owner saves one field at a time: the phone, or the e-mail (SPEC §7). */
export const useEditMediaOwner = () =>
  useListMutation((edit: MediaOwnerEdit) =>
    (edit.field === 'phone'
      ? callApi('/edit_media_owner_phone', { id: edit.id, phone: edit.phone })
      : callApi('/add_proper_media_owner3', {
          id: edit.id,
          email: edit.email,
        })
    ).then((r) => r.media_owner),
  );

/** The Chilean regions for the States multi-select, asked in SPEC §7's `{type, val}` shape. */
export function useStateOptions(enabled: boolean) {
  return useQuery({
    queryKey: mediaOwnerKeys.states,
    queryFn: ({ signal }) =>
      callApi('/v2/fetch_distinct_filters', { fields: [{ type: 'original', val: 'state' }] }, signal).then(
        (r) => r.result.state ?? [],
      ),
    // Regions change with a data load, not while someone fills a form.
    staleTime: 60 * 60_000,
    enabled,
  });
}
