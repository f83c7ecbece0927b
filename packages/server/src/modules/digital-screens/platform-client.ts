import { randomUUID } from 'node:crypto';
import type { ScreenoCredentials } from '@plano/core';
import type { Config } from '../../config.ts';
import { notConfigured, syncFailed } from '../../platform/integrations/errors.ts';
import { joinUrl, postJson } from '../../platform/integrations/http-client.ts';

export type DigitalSettings = Pick<
  Config,
  'DIGITAL_PLATFORM_URL' | 'INTEGRATION_TIMEOUT_MS' | 'INTEGRATION_ATTEMPTS'
> & { backoffMs?: number };

/** A screen as the platform receives it (docs/integrations.md). */
export interface PlatformSite {
  site_code: string;
  media_owner: string;
  location: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  format: string;
  booking_start?: string;
  booking_end?: string;
}

export function platformUrl(settings: DigitalSettings): string {
  if (!settings.DIGITAL_PLATFORM_URL) throw notConfigured('The digital-screen platform');
  return settings.DIGITAL_PLATFORM_URL;
}

/**
 * Creates a list of screens on the digital-screen platform with the user's own login. The
 * credentials go in this one request's body and nowhere else: not in the URL (SPEC §4 puts them
 * there; we do not), not in a log line, an error message or the database. One Idempotency-Key per
 * user action, so a retry after a lost answer does not make the list twice.
 */
export async function createPlatformList(
  settings: DigitalSettings,
  credentials: ScreenoCredentials,
  name: string,
  sites: PlatformSite[],
): Promise<void> {
  const base = platformUrl(settings);
  let status: number;
  try {
    ({ status } = await postJson(
      joinUrl(base, '/lists'),
      { email: credentials.email, password: credentials.password, name, sites },
      { 'idempotency-key': randomUUID() },
      {
        timeoutMs: settings.INTEGRATION_TIMEOUT_MS,
        attempts: settings.INTEGRATION_ATTEMPTS,
        backoffMs: settings.backoffMs,
      },
    ));
  } catch (error) {
    throw syncFailed(error);
  }
  // A refused login or list is the platform's answer, shown as SPEC §8's 'Error In Sync'.
  if (status < 200 || status >= 300) throw syncFailed(status);
}
