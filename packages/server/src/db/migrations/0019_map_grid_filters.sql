-- A wide map view with filters (traffic, class, area, score, owner, format…) counts its sites one by
-- one (decision 0032): those filters' columns join the map's grid index, so that count reads the
-- index alone (163 MB at 1,000,000 sites) instead of the table (557 MB). The same index, wider, not a
-- second one: an import writes one entry per site, as before.
DROP INDEX IF EXISTS sites_map_grid_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS sites_map_grid_idx ON sites (state, lat, lng)
  INCLUDE (city, type, id, traffic_density, sec_classification, sec_600mt, format, media_type,
           vendor_id, male_600mt, female_600mt, area_n, final_score)
  WHERE planning_enabled;
