-- The planning filters' option lists per region, commune and type (decision 0039), kept by statement
-- triggers on `sites`. A site's values: its owner (by id, so a renamed owner needs nothing), five
-- filtered columns, and each of its networks.
-- Written sites add their values (a known value costs a hash probe and writes nothing).
-- Sites that leave an area, or change a value, mark the area dirty instead of counting down; the
-- area's values are recounted from its sites when its lists are next read (plano_site_facets_recount).

-- The statement that adds the values of `source` (a relation of sites) to site_facets: each list
-- read apart from the same rows; the known keys left out first (one anti-join: a merge chunk of 1,000
-- sites spread over Chile, ~4,400 keys, took 48 ms through ON CONFLICT alone and 16 ms so); the new
-- ones inserted in one order for every writer, so two imports never wait on each other in a circle.
CREATE OR REPLACE FUNCTION plano_site_facets_adding(source text) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$ SELECT format($q$
  WITH r AS MATERIALIZED (
    SELECT state, city, type, vendor_id, sec_classification, sec_600mt, format, media_type, traffic_density,
           networks FROM %s)
  INSERT INTO site_facets (state, city, type, facet, value)
  SELECT DISTINCT * FROM (
          SELECT state, city, type, 'media_owner', vendor_id::text FROM r
          UNION ALL SELECT state, city, type, 'sec_classification', sec_classification FROM r
          UNION ALL SELECT state, city, type, 'sec_600mt', sec_600mt FROM r
          UNION ALL SELECT state, city, type, 'format', format FROM r
          UNION ALL SELECT state, city, type, 'media_type', media_type FROM r
          UNION ALL SELECT state, city, type, 'traffic_density', traffic_density FROM r
          UNION ALL SELECT state, city, type, 'network', n FROM r, unnest(r.networks) n) k(state, city, type, facet, value)
   WHERE NOT EXISTS (SELECT 1 FROM site_facets f WHERE f.state = k.state AND f.city = k.city AND f.type = k.type
                                                  AND f.facet = k.facet AND f.value = k.value)
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT DO NOTHING
  $q$, source) $$;
--> statement-breakpoint
-- One function for the three statement triggers; the statement runs here (EXECUTE), where the
-- transition tables are visible. An update looks only at rows whose area, type, planning switch or
-- a listed column changed: their new values added, their old areas marked.
-- Without merge joins: a transition table has no statistics, and the planner then sorted both sides
-- of the anti-join by text (32 ms a merge chunk) where hashing them takes 16 ms.
CREATE OR REPLACE FUNCTION plano_site_facets_sync() RETURNS trigger LANGUAGE plpgsql
  SET enable_mergejoin = off AS $$
DECLARE
  moved constant text := '(o.planning_enabled, o.state, o.city, o.type, o.vendor_id, o.sec_classification,
      o.sec_600mt, o.format, o.media_type, o.traffic_density, o.networks)
    IS DISTINCT FROM (s.planning_enabled, s.state, s.city, s.type, s.vendor_id, s.sec_classification,
      s.sec_600mt, s.format, s.media_type, s.traffic_density, s.networks)';
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE plano_site_facets_adding('(SELECT * FROM new_rows WHERE planning_enabled) s');
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO site_facet_dirty (state, city, type)
    SELECT DISTINCT state, city, type FROM old_rows WHERE planning_enabled ORDER BY 1, 2, 3
    ON CONFLICT DO NOTHING;
  ELSE
    EXECUTE plano_site_facets_adding(format(
      '(SELECT s.* FROM old_rows o JOIN new_rows s ON s.id = o.id WHERE s.planning_enabled AND %s) s', moved));
    EXECUTE format(
      'INSERT INTO site_facet_dirty (state, city, type)
       SELECT DISTINCT o.state, o.city, o.type FROM old_rows o JOIN new_rows s ON s.id = o.id
        WHERE o.planning_enabled AND %s ORDER BY 1, 2, 3
       ON CONFLICT DO NOTHING', moved);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION plano_site_facets_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM site_facets;
  DELETE FROM site_facet_dirty;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Transition tables allow one event per trigger.
CREATE TRIGGER sites_facets_insert AFTER INSERT ON sites
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION plano_site_facets_sync();
--> statement-breakpoint
CREATE TRIGGER sites_facets_update AFTER UPDATE ON sites
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION plano_site_facets_sync();
--> statement-breakpoint
CREATE TRIGGER sites_facets_delete AFTER DELETE ON sites
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION plano_site_facets_sync();
--> statement-breakpoint
CREATE TRIGGER sites_facets_truncate AFTER TRUNCATE ON sites
  FOR EACH STATEMENT EXECUTE FUNCTION plano_site_facets_clear();
--> statement-breakpoint
-- Recounts the dirty areas among the given regions, communes and types (each null: all):
-- their marks taken, their values read again from their sites. Answers how many areas it recounted.
-- A mark a writer has not committed yet is not taken, and stays for the next read.
CREATE OR REPLACE FUNCTION plano_site_facets_recount(in_states text[], in_cities text[], in_types text[])
  RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  states text[];
  cities text[];
  types text[];
BEGIN
  WITH taken AS (
    DELETE FROM site_facet_dirty d
     WHERE (in_states IS NULL OR d.state = any(in_states)) AND (in_cities IS NULL OR d.city = any(in_cities))
       AND (in_types IS NULL OR d.type = any(in_types))
    RETURNING d.state, d.city, d.type)
  SELECT array_agg(t.state), array_agg(t.city), array_agg(t.type) INTO states, cities, types FROM taken t;
  IF states IS NULL THEN
    RETURN 0;
  END IF;
  DELETE FROM site_facets f USING unnest(states, cities, types) AS a(state, city, type)
   WHERE f.state = a.state AND f.city = a.city AND f.type = a.type;
  EXECUTE plano_site_facets_adding(
    '(SELECT s.* FROM sites s JOIN unnest($1::text[], $2::text[], $3::text[]) AS a(state, city, type)
        ON s.state = a.state AND s.city = a.city AND s.type = a.type
      WHERE s.planning_enabled) s')
    USING states, cities, types;
  RETURN cardinality(states);
END $$;
--> statement-breakpoint
-- The sites already there (at 1,000,000 sites: one read, some seconds).
DO $$ BEGIN
  EXECUTE plano_site_facets_adding('(SELECT * FROM sites WHERE planning_enabled) s');
END $$;
