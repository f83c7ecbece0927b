-- The plannable sites per fine map cell (decision 0030), kept by statement triggers on `sites`.
-- A site's fine cell: Web Mercator's tile grid with 2^14 cells across the world. The map query and
-- these triggers call the same two functions, so a site is in exactly one cell whichever reads it.
CREATE OR REPLACE FUNCTION plano_map_cx(lng double precision) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT least(16383, greatest(0, floor((lng + 180) / 360 * 16384)))::integer $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION plano_map_cy(lat double precision) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT least(16383, greatest(0, floor(
    (1 - ln(tan(radians(45 + least(85.05112878, greatest(-85.05112878, lat)) / 2))) / pi()) / 2 * 16384)))::integer $$;
--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) sites from their cells; a cell left empty is deleted. The
-- box only grows: after a site leaves, its cell's box may be a little larger than its sites.
CREATE OR REPLACE FUNCTION plano_site_map_cells_change(
  sign integer, states text[], cities text[], types text[], lats double precision[], lngs double precision[]
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO site_map_cells AS c (state, city, type, cx, cy, n, sum_lat, sum_lng, min_lat, max_lat, min_lng, max_lng)
  SELECT u.state, u.city, u.type, plano_map_cx(u.lng), plano_map_cy(u.lat),
         sign * count(*), sign * sum(u.lat), sign * sum(u.lng), min(u.lat), max(u.lat), min(u.lng), max(u.lng)
    FROM unnest(states, cities, types, lats, lngs) AS u(state, city, type, lat, lng)
   GROUP BY 1, 2, 3, 4, 5
   -- Cells locked in one order by every writer: two imports never wait on each other in a circle.
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (state, city, type, cx, cy) DO UPDATE SET
    n = c.n + excluded.n,
    sum_lat = c.sum_lat + excluded.sum_lat,
    sum_lng = c.sum_lng + excluded.sum_lng,
    min_lat = CASE WHEN excluded.n > 0 THEN least(c.min_lat, excluded.min_lat) ELSE c.min_lat END,
    max_lat = CASE WHEN excluded.n > 0 THEN greatest(c.max_lat, excluded.max_lat) ELSE c.max_lat END,
    min_lng = CASE WHEN excluded.n > 0 THEN least(c.min_lng, excluded.min_lng) ELSE c.min_lng END,
    max_lng = CASE WHEN excluded.n > 0 THEN greatest(c.max_lng, excluded.max_lng) ELSE c.max_lng END;
  DELETE FROM site_map_cells c
   USING (SELECT DISTINCT u.state, u.city, u.type, plano_map_cx(u.lng) AS cx, plano_map_cy(u.lat) AS cy
            FROM unnest(states, cities, types, lats, lngs) AS u(state, city, type, lat, lng)) k
   WHERE c.n <= 0 AND c.state = k.state AND c.city = k.city AND c.type = k.type AND c.cx = k.cx AND c.cy = k.cy;
$$;
--> statement-breakpoint
-- One function for the three statement triggers: an update moves only the rows whose place, scope
-- or planning switch changed (old and new joined by id: a hash join, whatever the statement's size).
CREATE OR REPLACE FUNCTION plano_site_map_cells_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM plano_site_map_cells_change(1, array_agg(s.state), array_agg(s.city), array_agg(s.type),
                                        array_agg(s.lat), array_agg(s.lng))
       FROM new_rows s WHERE s.planning_enabled;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM plano_site_map_cells_change(-1, array_agg(s.state), array_agg(s.city), array_agg(s.type),
                                        array_agg(s.lat), array_agg(s.lng))
       FROM old_rows s WHERE s.planning_enabled;
  ELSE
    PERFORM plano_site_map_cells_change(-1, array_agg(o.state), array_agg(o.city), array_agg(o.type),
                                        array_agg(o.lat), array_agg(o.lng))
       FROM old_rows o JOIN new_rows s ON s.id = o.id
      WHERE o.planning_enabled AND (o.planning_enabled, o.state, o.city, o.type, o.lat, o.lng)
            IS DISTINCT FROM (s.planning_enabled, s.state, s.city, s.type, s.lat, s.lng);
    PERFORM plano_site_map_cells_change(1, array_agg(s.state), array_agg(s.city), array_agg(s.type),
                                        array_agg(s.lat), array_agg(s.lng))
       FROM old_rows o JOIN new_rows s ON s.id = o.id
      WHERE s.planning_enabled AND (o.planning_enabled, o.state, o.city, o.type, o.lat, o.lng)
            IS DISTINCT FROM (s.planning_enabled, s.state, s.city, s.type, s.lat, s.lng);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION plano_site_map_cells_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM site_map_cells;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Transition tables allow one event per trigger.
CREATE TRIGGER sites_map_cells_insert AFTER INSERT ON sites
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION plano_site_map_cells_sync();
--> statement-breakpoint
CREATE TRIGGER sites_map_cells_update AFTER UPDATE ON sites
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION plano_site_map_cells_sync();
--> statement-breakpoint
CREATE TRIGGER sites_map_cells_delete AFTER DELETE ON sites
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION plano_site_map_cells_sync();
--> statement-breakpoint
CREATE TRIGGER sites_map_cells_truncate AFTER TRUNCATE ON sites
  FOR EACH STATEMENT EXECUTE FUNCTION plano_site_map_cells_clear();
--> statement-breakpoint
-- The sites already there (at 1,000,000 sites: one scan, some seconds).
INSERT INTO site_map_cells (state, city, type, cx, cy, n, sum_lat, sum_lng, min_lat, max_lat, min_lng, max_lng)
SELECT state, city, type, plano_map_cx(lng), plano_map_cy(lat), count(*), sum(lat), sum(lng),
       min(lat), max(lat), min(lng), max(lng)
  FROM sites WHERE planning_enabled
 GROUP BY 1, 2, 3, 4, 5;
