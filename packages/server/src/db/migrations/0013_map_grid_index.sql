-- The planning map's clusters (decision 0025) count every matching site of a view on a grid: at a
-- country's scale ~1,000,000 rows. This index holds all the map's default question reads (the
-- campaign's states, cities and media type, the view's degrees, the id for the plan and booking
-- checks), so the count is an index-only scan of ~a sixth of the table's pages instead of its heap.
CREATE INDEX IF NOT EXISTS sites_map_grid_idx ON sites (state, lat, lng) INCLUDE (city, type, id) WHERE planning_enabled;
