import type { ApiAnswer, ApiBody, JsonPath } from '@plano/core';
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

interface CallOptions {
  anonymous?: boolean;
  /** Written into the URL as well, where SPEC §7 names the call with a query string. */
  query?: Record<string, string | number>;
}
/** A call whose body may be left out (no fields, or all optional) takes it as optional. */
type CallArguments<P extends JsonPath> =
  undefined extends ApiBody<P>
    ? [body?: ApiBody<P>, signal?: AbortSignal, options?: CallOptions]
    : [body: ApiBody<P>, signal?: AbortSignal, options?: CallOptions];

interface ErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

/**
 * Every call of SPEC §7 is `POST /api/<path>` with a JSON body and the stored token. The open
 * approval calls pass `anonymous`: they carry their link's token instead, and a refused link must
 * not sign out a planner who happens to be signed in in the same browser. Path, body and answer
 * come from packages/core's apiContract: a call the server does not have is a type error here.
 */
export async function callApi<P extends JsonPath>(
  path: P,
  ...[body = {}, signal, options = {}]: CallArguments<P>
): Promise<ApiAnswer<P>> {
  const response = await post(path, body, signal, options);
  // The server answers through the same schemas (fastify-type-provider-zod serializes by them); an
  // empty answer is an empty object.
  return (await response.json().catch(() => ({}))) as ApiAnswer<P>;
}

/**
 * The request every call makes (JSON calls and downloads alike): its answer when it succeeded, else
 * an ApiError with the server's message; a refused token signs the app out.
 */
export async function post(
  path: string,
  body: unknown,
  signal?: AbortSignal,
  options: CallOptions = {},
): Promise<Response> {
  const token = options.anonymous ? null : readToken();
  const query = options.query
    ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]))}`
    : '';
  const response = await fetch(`/api${path}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal,
  });
  if (response.ok) return response;
  if (response.status === 401 && token) onSessionExpired();
  const data = (await response.json().catch(() => ({}))) as ErrorBody & Record<string, unknown>;
  const error = data.error ?? {};
  throw new ApiError(
    response.status,
    error.code ?? 'unknown',
    error.message ?? `Request failed (${response.status})`,
    error.fields,
    data,
  );
}

let expiredHandler: () => void = () => {};
/** What to do when the server no longer accepts the stored token (the app signs out). */
export function setSessionExpiredHandler(handler: () => void): void {
  expiredHandler = handler;
}
function onSessionExpired(): void {
  expiredHandler();
}
