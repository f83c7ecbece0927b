import type { sites } from '../../db/schema.ts';
import type { RowOf } from '../../db/sql.ts';

/** A `sites` row as the database answers it, every column (decision 0038). */
type SiteColumns = RowOf<typeof sites>;

/**
 * A site as the import, the feed and the seed write it: every column a writer sets (the id, the
 * generated columns and the times are the database's).
 */
export type NewSiteRow = Pick<
  SiteColumns,
  | 'vendor_id'
  | 'site_code'
  | 'supplier_code'
  | 'vendor_inv_code'
  | 'site_map'
  | 'location'
  | 'locality'
  | 'city'
  | 'state'
  | 'zone'
  | 'lat'
  | 'lng'
  | 'media_type'
  | 'format'
  | 'lighting'
  | 'type'
  | 'width'
  | 'height'
  | 'area_n'
  | 'price'
  | 'final_score'
  | 'traffic_density'
  | 'sec_600mt'
  | 'sec_classification'
  | 'male_600mt'
  | 'female_600mt'
  | 'networks'
  | 'poi'
  | 'planning_enabled'
  | 'demographics'
  | 'additional_data'
  | 'details'
>;

/** A site as the grids and the plan read it (SITE_COLUMNS): what was written less `details`, its id and owner. */
export type SiteRow = Omit<NewSiteRow, 'details'> & Pick<SiteColumns, 'id'> & { media_owner: string };
