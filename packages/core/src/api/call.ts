import type { ZodType } from 'zod';

/**
 * One call of the API as both sides see it: the body it takes and, for a JSON call, what it
 * answers by status. A call that answers a file (a download) has no `response`.
 */
export interface ApiCall {
  readonly body: ZodType;
  readonly querystring?: ZodType;
  readonly response?: { readonly [status: number]: ZodType };
}

/** Keeps each call's exact schemas in the type, so the server's handlers and the web's client see them. */
export function defineCalls<const Calls extends Record<`/${string}`, ApiCall>>(calls: Calls): Calls {
  return calls;
}
