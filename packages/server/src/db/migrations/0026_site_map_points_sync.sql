-- What the map counts a plannable site by (decision 0045), kept by statement triggers on `sites`.
-- Writes the points of the given sites afresh: their old points go, the plannable ones come back
-- with their texts as codes (a code is made for a value seen for the first time). The sites are
-- read again by id (a join, whatever the statement's size), so one function serves insert and update.
-- PL/pgSQL keeps its statements' plans for the session; a SQL function plans them at every call (an
-- import calls it once per chunk).
CREATE OR REPLACE FUNCTION plano_site_map_points_write(ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM site_map_points p USING unnest(ids) AS i(id) WHERE p.id = i.id;
  INSERT INTO site_value_codes (value)
  SELECT DISTINCT v.value
    FROM unnest(ids) AS i(id) JOIN sites s ON s.id = i.id
   CROSS JOIN LATERAL (VALUES (s.state), (s.city), (s.type), (s.traffic_density), (s.sec_classification),
                              (s.sec_600mt), (s.format), (s.media_type)) AS v(value)
   WHERE s.planning_enabled AND NOT EXISTS (SELECT 1 FROM site_value_codes c WHERE c.value = v.value)
   -- Values locked in one order by every writer: two imports never wait on each other in a circle.
   ORDER BY 1
  ON CONFLICT (value) DO NOTHING;
  INSERT INTO site_map_points (id, lat, lng, state, city, type, traffic_density, sec_classification, area_n,
                               final_score, sec_600mt, format, media_type, male_600mt, female_600mt, vendor_id)
  SELECT s.id, s.lat, s.lng, state.code, city.code, type.code, traffic.code, class.code, s.area_n,
         s.final_score, class600.code, format.code, media.code, s.male_600mt, s.female_600mt, s.vendor_id
    -- Outer joins: a value without a code (none can be, the statement above made them) fails the
    -- NOT NULL of its column instead of leaving the site out of every count without a word.
    FROM unnest(ids) AS i(id) JOIN sites s ON s.id = i.id
    LEFT JOIN site_value_codes state ON state.value = s.state
    LEFT JOIN site_value_codes city ON city.value = s.city
    LEFT JOIN site_value_codes type ON type.value = s.type
    LEFT JOIN site_value_codes traffic ON traffic.value = s.traffic_density
    LEFT JOIN site_value_codes class ON class.value = s.sec_classification
    LEFT JOIN site_value_codes class600 ON class600.value = s.sec_600mt
    LEFT JOIN site_value_codes format ON format.value = s.format
    LEFT JOIN site_value_codes media ON media.value = s.media_type
   WHERE s.planning_enabled
   -- In the order a region's view reads them: the rows of one statement lie together.
   ORDER BY s.state, s.lat;
END $$;
--> statement-breakpoint
-- An update rewrites only the sites whose counted columns or planning switch changed (old and new
-- joined by id): a change of price, name or images leaves the points alone.
CREATE OR REPLACE FUNCTION plano_site_map_points_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM plano_site_map_points_write(array_agg(s.id)) FROM new_rows s WHERE s.planning_enabled;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM site_map_points p USING old_rows o WHERE p.id = o.id;
  ELSE
    PERFORM plano_site_map_points_write(array_agg(s.id))
       FROM old_rows o JOIN new_rows s ON s.id = o.id
      WHERE (o.planning_enabled, o.lat, o.lng, o.state, o.city, o.type, o.traffic_density,
             o.sec_classification, o.area_n, o.final_score, o.sec_600mt, o.format, o.media_type,
             o.male_600mt, o.female_600mt, o.vendor_id)
            IS DISTINCT FROM
            (s.planning_enabled, s.lat, s.lng, s.state, s.city, s.type, s.traffic_density,
             s.sec_classification, s.area_n, s.final_score, s.sec_600mt, s.format, s.media_type,
             s.male_600mt, s.female_600mt, s.vendor_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION plano_site_map_points_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM site_map_points;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Transition tables allow one event per trigger.
CREATE TRIGGER sites_map_points_insert AFTER INSERT ON sites
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION plano_site_map_points_sync();
--> statement-breakpoint
CREATE TRIGGER sites_map_points_update AFTER UPDATE ON sites
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION plano_site_map_points_sync();
--> statement-breakpoint
CREATE TRIGGER sites_map_points_delete AFTER DELETE ON sites
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION plano_site_map_points_sync();
--> statement-breakpoint
CREATE TRIGGER sites_map_points_truncate AFTER TRUNCATE ON sites
  FOR EACH STATEMENT EXECUTE FUNCTION plano_site_map_points_clear();
--> statement-breakpoint
-- The sites already there (at 1,000,000 sites: one scan, 19–31 s measured).
SELECT plano_site_map_points_write(array_agg(id)) FROM sites WHERE planning_enabled;
--> statement-breakpoint
ANALYZE site_map_points;
