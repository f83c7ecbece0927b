import { readToken } from './token.ts';

/** A failed call: the status and the server's `{error: {code, message, fields}}`, plus any extra keys. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

interface ErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

/**
 * Every call of SPEC §7 is `POST /api/<path>` with a JSON body and the stored token. The open
 * approval calls pass `anonymous`: they carry their link's token instead, and a refused link must
 * not sign out a planner who happens to be signed in in the same browser.
 */
export async function apiPost<T>(
  path: string,
  body: unknown = {},
  signal?: AbortSignal,
  options: { anonymous?: boolean } = {},
): Promise<T> {
  const token = options.anonymous ? null : readToken();
  const response = await fetch(`/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal,
  });
  const data = (await response.json().catch(() => ({}))) as ErrorBody & Record<string, unknown>;
  if (!response.ok) {
    if (response.status === 401 && token) onSessionExpired();
    const error = data.error ?? {};
    throw new ApiError(
      response.status,
      error.code ?? 'unknown',
      error.message ?? `Request failed (${response.status})`,
      error.fields,
      data,
    );
  }
  return data as T;
}

let expiredHandler: () => void = () => {};
/** What to do when the server no longer accepts the stored token (the app signs out). */
export function setSessionExpiredHandler(handler: () => void): void {
  expiredHandler = handler;
}
function onSessionExpired(): void {
  expiredHandler();
}
