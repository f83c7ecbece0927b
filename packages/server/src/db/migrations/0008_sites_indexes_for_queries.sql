-- Every index on sites is paid for by every imported row; these served no query (decision 0016).
-- Planning's radius test is arithmetic inside a position box, never ll_to_earth on sites.
DROP INDEX IF EXISTS sites_earth_gist;--> statement-breakpoint
-- Every position query also asks planning_enabled: the partial sites_planning_position_gist serves it.
DROP INDEX IF EXISTS sites_position_gist;--> statement-breakpoint
-- The grid's search ORs location with the owner's name in another table: a trigram index on
-- location alone cannot serve it (the plan walks sites_score_idx).
DROP INDEX IF EXISTS sites_location_trgm;--> statement-breakpoint
-- City is only asked within states: sites_state_city_idx serves it. Nothing filters or sorts on price
-- (the budget reads sites_enabled_price_idx).
DROP INDEX "sites_city_idx";--> statement-breakpoint
DROP INDEX "sites_price_idx";--> statement-breakpoint
-- An owner's sites in site_code order (the inventory grid's pages, the export's keyset) read one
-- range of this index instead of walking all sites' codes.
DROP INDEX "sites_vendor_idx";--> statement-breakpoint
CREATE INDEX "sites_vendor_site_code_idx" ON "sites" USING btree ("vendor_id","site_code");
