import { type CampaignDto, EXPORT_ERROR_CODES, EXPORT_MESSAGES, earliestToday } from '@plano/core';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { notConfigured, syncFailed } from '../../platform/integrations/errors.ts';
import { joinUrl, postJson } from '../../platform/integrations/http-client.ts';
import { bookedSitesOf } from '../bookings/index.ts';
import { markLocauditCreated } from './queries.ts';

type AuditSettings = Pick<
  Config,
  'AUDIT_TOOL_URL' | 'AUDIT_TOOL_TOKEN' | 'INTEGRATION_TIMEOUT_MS' | 'INTEGRATION_ATTEMPTS'
> & { backoffMs?: number };

/**
 * Sends the campaign and its booked sites to the audit tool (docs/integrations.md) and marks the
 * campaign as created there. The Idempotency-Key is the campaign id, so a retry after a lost
 * answer — ours or the user's second click — updates the same audit campaign instead of a twin.
 */
export async function sendToAuditTool(
  database: Database,
  settings: AuditSettings,
  camp: CampaignDto,
): Promise<{ sites: number }> {
  if (!settings.AUDIT_TOOL_URL || !settings.AUDIT_TOOL_TOKEN) throw notConfigured('The audit tool');
  // Compared with the earliest "today" on earth, as start dates are: never refuses a live campaign.
  if (camp.end_date < earliestToday())
    throw new AppError(400, EXPORT_ERROR_CODES.endDatePast, EXPORT_MESSAGES.endDatePast);
  const sites = await bookedSitesOf(database.query, camp._id);
  if (sites.length === 0)
    throw new AppError(400, EXPORT_ERROR_CODES.noBookedSites, EXPORT_MESSAGES.noBookedSites);
  const body = {
    campaign: {
      id: camp._id,
      name: camp.name,
      brand: camp.brand,
      start_date: camp.start_date,
      end_date: camp.end_date,
      states: camp.states,
      cities: camp.cities,
    },
    sites: sites.map((s) => ({
      site_code: s.site_code,
      media_owner: s.media_owner,
      location: s.location,
      city: s.city,
      lat: s.lat,
      lng: s.lng,
      format: s.format,
      booking_start: s.booking_start,
      booking_end: s.booking_end,
    })),
  };
  let answer: Awaited<ReturnType<typeof postJson>>;
  try {
    answer = await postJson(
      joinUrl(settings.AUDIT_TOOL_URL, '/campaigns'),
      body,
      { authorization: `Bearer ${settings.AUDIT_TOOL_TOKEN}`, 'idempotency-key': camp._id },
      {
        timeoutMs: settings.INTEGRATION_TIMEOUT_MS,
        attempts: settings.INTEGRATION_ATTEMPTS,
        backoffMs: settings.backoffMs,
      },
    );
  } catch (error) {
    throw syncFailed(error);
  }
  if (answer.status < 200 || answer.status >= 300) throw syncFailed(answer.status);
  await database.query(markLocauditCreated(camp._id));
  return { sites: sites.length };
}
