import { type CampaignDto, EXPORT_ERROR_CODES, EXPORT_MESSAGES, type ScreenoCredentials } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../platform/http/errors.ts';
import type { Actor } from '../auth/index.ts';
import { bookedSitesOf } from '../bookings/index.ts';
import { createPlatformList, type DigitalSettings } from './platform-client.ts';
import { ownerSitesToSync } from './queries.ts';

const noDigitalSites = () =>
  new AppError(400, EXPORT_ERROR_CODES.noDigitalSites, EXPORT_MESSAGES.noDigitalSites);

/** Planner side (/createScreenoList): the campaign's booked Digital sites, as one list. */
export async function sendCampaignList(
  database: Database,
  settings: DigitalSettings,
  camp: CampaignDto,
  credentials: ScreenoCredentials,
  siteIds: number[] | undefined,
): Promise<number> {
  const sites = await bookedSitesOf(database.query, camp._id, { digitalOnly: true, siteIds });
  if (sites.length === 0) throw noDigitalSites();
  await createPlatformList(
    settings,
    credentials,
    `${camp.brand} — ${camp.name}`,
    sites.map((s) => ({
      site_code: s.site_code,
      media_owner: s.media_owner,
      location: s.location,
      city: s.city,
      state: s.state,
      lat: s.lat,
      lng: s.lng,
      format: s.format,
      booking_start: s.booking_start,
      booking_end: s.booking_end,
    })),
  );
  return sites.length;
}

/**
 * Inventory side (/syncListToScreeno): a media owner's own Digital sites. An id that is not the
 * caller's answers 404 like any other tenant's row (decision 0002); its Static sites are skipped.
 */
export async function syncOwnerInventory(
  database: Database,
  settings: DigitalSettings,
  actor: Actor,
  siteIds: number[],
  credentials: ScreenoCredentials,
): Promise<number> {
  if (!actor.vendorId) throw forbidden('Only a media owner syncs its inventory');
  const rows = await database.query(ownerSitesToSync(siteIds, actor.vendorId));
  if (rows.length !== new Set(siteIds).size) throw notFound('Sites');
  const digital = rows.filter((r) => r.static_digital === 'Digital');
  if (digital.length === 0) throw noDigitalSites();
  await createPlatformList(
    settings,
    credentials,
    `${digital[0].owner} — Digital inventory`,
    digital.map(({ static_digital: _kind, owner: _owner, ...site }) => site),
  );
  return digital.length;
}
