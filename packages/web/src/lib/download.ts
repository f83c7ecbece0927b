import type { ApiBody, FilePath } from '@plano/core';
import { post } from './api-client.ts';

/**
 * POSTs a call that answers a file and saves it under the server's file name. The file comes as a
 * stream; the browser keeps it as a blob only for the moment of the save.
 */
export async function downloadFile<P extends FilePath>(
  path: P,
  body: ApiBody<P>,
  fallbackName: string,
): Promise<string> {
  const response = await post(path, body);
  const disposition = response.headers.get('content-disposition') ?? '';
  // RFC 6266: `filename*=UTF-8''…` (names with accents) or a plain quoted `filename="…"`.
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const name = encoded
    ? decodeURIComponent(encoded)
    : (/filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
