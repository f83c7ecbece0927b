-- Extensions, geo indexes and the rules the database itself enforces.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- Bounding-box queries of the map: position <@ box(sw, ne).
CREATE INDEX IF NOT EXISTS sites_position_gist ON sites USING gist (position);
--> statement-breakpoint
-- Radius queries: earth_box(ll_to_earth(lat, lng), metres) @> ll_to_earth(site).
CREATE INDEX IF NOT EXISTS sites_earth_gist ON sites USING gist (ll_to_earth(lat, lng));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS nearby_places_position_gist ON nearby_places USING gist (position);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS nearby_places_earth_gist ON nearby_places USING gist (ll_to_earth(lat, lng));
--> statement-breakpoint
-- Only sites enabled for planning are ever suggested: a partial index keeps that scan small.
CREATE INDEX IF NOT EXISTS sites_planning_position_gist ON sites USING gist (position) WHERE planning_enabled;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS sites_location_trgm ON sites USING gin (location gin_trgm_ops);
--> statement-breakpoint
-- Availability: booked rows of a site overlapping a period.
CREATE INDEX IF NOT EXISTS plan_rows_booked_gist ON plan_rows USING gist (site_id, period) WHERE status = 'booked';
--> statement-breakpoint
-- Two booked rows of one site can never overlap in time, whatever the concurrency.
ALTER TABLE plan_rows ADD CONSTRAINT plan_rows_no_double_booking
  EXCLUDE USING gist (site_id WITH =, period WITH &&) WHERE (status = 'booked');
--> statement-breakpoint
ALTER TABLE plan_rows ADD CONSTRAINT plan_rows_status_check
  CHECK (status IN ('planned', 'pending', 'approved', 'rejected', 'booked'));
--> statement-breakpoint
ALTER TABLE campaigns ADD CONSTRAINT campaigns_status_check CHECK (status IN ('pending', 'awaiting', 'booked'));
--> statement-breakpoint
ALTER TABLE campaigns ADD CONSTRAINT campaigns_media_type_check CHECK (media_type IN ('all', 'ooh', 'digital'));
--> statement-breakpoint
ALTER TABLE campaigns ADD CONSTRAINT campaigns_dates_check CHECK (end_date > start_date);
--> statement-breakpoint
ALTER TABLE campaigns ADD CONSTRAINT campaigns_budget_check CHECK (budget > 0);
--> statement-breakpoint
ALTER TABLE sites ADD CONSTRAINT sites_gender_check CHECK (abs(male_600mt + female_600mt - 100) < 0.01);
--> statement-breakpoint
ALTER TABLE users ADD CONSTRAINT users_one_tenant_check CHECK (agency_id IS NULL OR vendor_id IS NULL);
--> statement-breakpoint
ALTER TABLE jobs ADD CONSTRAINT jobs_status_check CHECK (status IN ('queued', 'running', 'done', 'failed'));
