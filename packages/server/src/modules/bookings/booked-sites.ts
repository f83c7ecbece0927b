import type { QueryFn } from '../../db/client.ts';

/** A booked site as the hand-offs (audit tool, digital-screen platform) send it. */
export interface BookedSite {
  id: number;
  site_code: string;
  media_owner: string;
  location: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  format: string;
  media_type: string;
  static_digital: string;
  booking_start: string;
  booking_end: string;
}

/**
 * The booked sites of a campaign's plan, optionally only its Digital ones (`static_digital`, SPEC
 * §5) and only the given ids. One query on the plan's (campaign_id, site_id) index.
 */
export function bookedSitesOf(
  query: QueryFn,
  campaignId: string,
  options: { digitalOnly?: boolean; siteIds?: number[] } = {},
): Promise<BookedSite[]> {
  return query<BookedSite>(
    `select s.id::float8 as id, s.site_code, v.name as media_owner, s.location, s.city, s.state, s.lat, s.lng,
            s.format, s.media_type, coalesce(s.additional_data->>'static_digital', '') as static_digital,
            lower(pr.period)::text as booking_start, (upper(pr.period) - 1)::text as booking_end
       from plan_rows pr
       join sites s on s.id = pr.site_id
       join vendors v on v.id = s.vendor_id
      where pr.campaign_id = $1 and pr.status = 'booked'
        and (not $2::boolean or s.additional_data->>'static_digital' = 'Digital')
        and ($3::bigint[] is null or pr.site_id = any($3::bigint[]))
      order by s.site_code`,
    [campaignId, options.digitalOnly === true, options.siteIds?.length ? options.siteIds : null],
  );
}
