import {
  type ApiBody,
  type FetchOwnerInventoryBody,
  type InventoryUploadDto,
  isImageType,
} from '@plano/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { readToken } from '../../../lib/token.ts';

/** The owner the page works on: its own for a media owner's user, the URL's for the platform team. */
export type OwnerRef = { vendorId?: string };

/** What the grid asks of the server: a page, the search and the sort (decision 0019). */
export interface InventoryQuery {
  limit: number;
  page: number;
  search: string;
  sort?: FetchOwnerInventoryBody['sort'];
}

export const ownerInventoryQuery = (owner: OwnerRef, { limit, page, search, sort }: InventoryQuery) =>
  queryOptions({
    queryKey: ['owner-inventory', owner.vendorId ?? 'own', limit, page, search, sort],
    queryFn: ({ signal }) =>
      callApi(
        '/fetch_media_owner_inventory',
        { limit, page, vendor_id: owner.vendorId, search: search || undefined, sort },
        signal,
        // SPEC §7 writes limit and page into the URL too; the server reads the body.
        { query: { limit, page } },
      ),
    placeholderData: keepPreviousData,
  });

export function useOwnerInventory(owner: OwnerRef, query: InventoryQuery) {
  return useQuery(ownerInventoryQuery(owner, query));
}

/** Chile's states with their cities, for the grid's dropdowns. */
export function useStateCities() {
  return useQuery({
    queryKey: ['state-cities'],
    queryFn: ({ signal }) => callApi('/fetch_distinct_city_states', {}, signal).then((r) => r.result),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function useInvalidateInventory() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['owner-inventory'] });
}

export function useUpdateSite(owner: OwnerRef) {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: (input: Omit<ApiBody<'/update_plano_inventory'>, 'vendor_id'>) =>
      callApi('/update_plano_inventory', { ...input, vendor_id: owner.vendorId }),
    onSettled: invalidate,
  });
}

export function useDeleteSites(owner: OwnerRef) {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: (ids: number[]) =>
      callApi('/delete_plano_inventory', { inventory: ids, vendor_id: owner.vendorId }),
    onSuccess: invalidate,
  });
}

export function useSetPlanning(owner: OwnerRef) {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: (input: { ids: number[]; enabled: boolean }) =>
      callApi('/disable_plano_inventory', {
        invIds: input.ids,
        planning_status: input.enabled,
        vendor_id: owner.vendorId,
      }),
    onSuccess: invalidate,
  });
}

export function useSubmitRows(owner: OwnerRef) {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: (data: ApiBody<'/submitInventoryData'>['data']) =>
      callApi('/submitInventoryData', { data, vendor_id: owner.vendorId }),
    onSuccess: invalidate,
  });
}

/** The server asks the feed with the owner's registered e-mail; the page only names the owner. */
export function useSyncInventory(owner: OwnerRef) {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: (input: { userName?: string }) =>
      callApi('/sync_media_owner_inventory', { ...input, userId: owner.vendorId }),
    onSuccess: invalidate,
  });
}

/** A request with progress events (fetch has none for uploads): resolves with the parsed JSON. */
function sendWithProgress<T>(
  method: 'POST' | 'PUT',
  url: string,
  body: Blob,
  headers: Record<string, string>,
  onProgress?: (share: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    xhr.onload = () => {
      let data: { error?: { code?: string; message?: string; fields?: Record<string, string> } } = {};
      try {
        data = JSON.parse(xhr.responseText || '{}');
      } catch {
        // A non-JSON answer keeps the generic message below.
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else
        reject(
          new ApiError(
            xhr.status,
            data.error?.code ?? 'unknown',
            data.error?.message ?? `Request failed (${xhr.status})`,
            data.error?.fields,
          ),
        );
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'The upload was interrupted'));
    xhr.send(body);
  });
}

/** Add Inventory: the spreadsheet itself goes to the server, which reads it as a stream. */
export function uploadInventoryFile(owner: OwnerRef, file: File, onProgress?: (share: number) => void) {
  const query = owner.vendorId ? `?vendor_id=${owner.vendorId}` : '';
  return sendWithProgress<InventoryUploadDto>(
    'POST',
    `/api/add_plano_inventory_file${query}`,
    file,
    { 'content-type': 'application/octet-stream', authorization: `Bearer ${readToken() ?? ''}` },
    onProgress,
  );
}

/**
 * One image: a signed URL from the server, then the file by PUT to it — our own /files URL or,
 * with S3, the bucket itself (signed for this type and exact size). Answers the key to attach.
 */
export async function uploadSiteImage(file: File, onProgress?: (share: number) => void): Promise<string> {
  // The images modal lets only these through; the server refuses any other type as well.
  const fileType = file.type;
  if (!isImageType(fileType)) throw new Error(`${file.name}: not a JPEG, PNG, WebP or GIF image`);
  const { data, url } = await callApi('/generateSignedUrlForUpload', {
    file_name: file.name,
    file_type: fileType,
    file_size: file.size,
    bucket: 'images',
  });
  await sendWithProgress('PUT', data, file, { 'content-type': file.type }, onProgress);
  return url;
}

export function attachSiteMaps(owner: OwnerRef, items: { name: string; url: string }[]) {
  return callApi('/update_inventory_sitemaps', {
    site_maps: items.map((i) => ({ ...i, type: 'site_map' })),
    vendor_id: owner.vendorId,
  });
}
