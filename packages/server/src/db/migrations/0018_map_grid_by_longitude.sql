-- The map's wide views count the sites of the fine cells their edge cuts one by one (decision 0030):
-- the north and south strips are latitude ranges (sites_map_grid_idx), the west and east strips
-- longitude ranges, read from this index. Both index-only: a strip never reads the table.
CREATE INDEX IF NOT EXISTS sites_map_grid_lng_idx ON sites (state, lng, lat) INCLUDE (city, type, id) WHERE planning_enabled;
