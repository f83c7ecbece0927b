-- A site row carries ~1.7 kB of jsonb (demographics, details, additional_data) that only the site
-- panel and exports read. Moving those values out of line once a row passes 600 bytes keeps the heap
-- to ~15 sites a page instead of ~3, so every scan of an area (counts, option lists, the grid) and
-- every map viewport reads a fraction of the pages. 600, not lower: below that the small columns the
-- map filters and draws (state, site_code, …) would move out of line too and cost a fetch each.
-- Applies to rows written from now on; a reseed or VACUUM FULL rewrites existing ones.
ALTER TABLE sites SET (toast_tuple_target = 600);
--> statement-breakpoint
-- The heat-layer measures are read for every marker: never compressed, never out of line.
ALTER TABLE sites ALTER COLUMN measures SET STORAGE PLAIN;
