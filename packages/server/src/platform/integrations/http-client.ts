import { setTimeout as sleep } from 'node:timers/promises';

export interface IntegrationSettings {
  timeoutMs: number;
  attempts: number;
  /** Pause before the second try; doubled for each further one. Tests set it to a few ms. */
  backoffMs?: number;
}

/** Why a call to an outside system failed. Its message never holds the request (it may carry a password). */
export class IntegrationError extends Error {
  constructor(
    readonly reason: 'timeout' | 'network' | 'status',
    readonly status: number | null,
    readonly tries: number,
  ) {
    super(
      reason === 'status'
        ? `the service answered ${status} (after ${tries} tries)`
        : `the service ${reason === 'timeout' ? 'did not answer in time' : 'could not be reached'} (after ${tries} tries)`,
    );
  }
}

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/**
 * POSTs JSON to an outside system: each try gives up after `timeoutMs`; a 5xx, a timeout or a
 * dropped connection is tried again (up to `attempts` tries) — the caller sends an Idempotency-Key
 * where the other side supports one, so a retried create is not made twice. A 4xx is an answer,
 * not a failure to retry: it is returned for the caller to judge.
 */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  settings: IntegrationSettings,
): Promise<JsonAnswer> {
  const payload = JSON.stringify(body);
  let last: IntegrationError = new IntegrationError('network', null, 0);
  for (let attempt = 1; attempt <= settings.attempts; attempt++) {
    if (attempt > 1) await sleep((settings.backoffMs ?? 300) * 2 ** (attempt - 2));
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: payload,
        signal: AbortSignal.timeout(settings.timeoutMs),
        redirect: 'error',
      });
      const text = await response.text();
      if (response.status >= 500) {
        last = new IntegrationError('status', response.status, attempt);
        continue;
      }
      return { status: response.status, body: parseJson(text) };
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      last = new IntegrationError(timedOut ? 'timeout' : 'network', null, attempt);
    }
  }
  throw last;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** `base` + `/path`, whether or not the setting ends with a slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}
