-- The numbers the audience model reads of a site's jsonb, kept beside the row (decision 0036):
-- unpacking the jsonb of a country's inventory at every best-plan search was most of its time. The
-- site encoders write them with every site (computed in TypeScript, db/site-audience-inputs.ts, the
-- same rules as here; a test keeps the two equal); these triggers fill them for a row written
-- without them, or whose jsonb changed while they did not (a hand-written update).
-- plano_number() reads a number, or a text holding one, of a size a real holds; anything else is
-- null, so no odd value ever fails a write.
CREATE OR REPLACE FUNCTION plano_number(value jsonb) RETURNS float8
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT CASE jsonb_typeof(value)
    WHEN 'number' THEN CASE WHEN abs(value::numeric) < 1e15 AND (value::numeric = 0 OR abs(value::numeric) > 1e-30)
                            THEN value::float8 END
    WHEN 'string' THEN CASE WHEN value #>> '{}'
                                 ~ '^[ \t\n\v\f\r]*[-+]?([0-9]{1,15}(\.[0-9]{0,30})?|\.[0-9]{1,30})([eE][-+]?[0-9])?[ \t\n\v\f\r]*$'
                            THEN (value #>> '{}')::float8 END
  END $$;--> statement-breakpoint
-- The footfall and four scores (null when missing), then each ring count summed over both rings.
-- Each ring read once into a variable: every -> on the row's jsonb unpacks it again.
CREATE OR REPLACE FUNCTION plano_audience_inputs(details jsonb, demographics jsonb) RETURNS real[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  q jsonb := details->'quality';
  r6 jsonb := demographics->'600mt';
  r10 jsonb := demographics->'1000mt';
BEGIN
  RETURN array[plano_number(details->'avg_footfall'), plano_number(q->'visibility'), plano_number(q->'location'),
    plano_number(q->'flow'), plano_number(q->'illumination'),
    coalesce(plano_number(r6->'population'), 0) + coalesce(plano_number(r10->'population'), 0),
    coalesce(plano_number(r6->'p_0_5'), 0) + coalesce(plano_number(r10->'p_0_5'), 0),
    coalesce(plano_number(r6->'p_6_14'), 0) + coalesce(plano_number(r10->'p_6_14'), 0),
    coalesce(plano_number(r6->'p_15_29'), 0) + coalesce(plano_number(r10->'p_15_29'), 0),
    coalesce(plano_number(r6->'p_30_44'), 0) + coalesce(plano_number(r10->'p_30_44'), 0),
    coalesce(plano_number(r6->'p_45_64'), 0) + coalesce(plano_number(r10->'p_45_64'), 0),
    coalesce(plano_number(r6->'p_65'), 0) + coalesce(plano_number(r10->'p_65'), 0),
    coalesce(plano_number(r6->'male'), 0) + coalesce(plano_number(r10->'male'), 0),
    coalesce(plano_number(r6->'female'), 0) + coalesce(plano_number(r10->'female'), 0),
    coalesce(plano_number(r6->'homes'), 0) + coalesce(plano_number(r10->'homes'), 0),
    coalesce(plano_number(r6->'ab'), 0) + coalesce(plano_number(r10->'ab'), 0),
    coalesce(plano_number(r6->'c1a'), 0) + coalesce(plano_number(r10->'c1a'), 0),
    coalesce(plano_number(r6->'c1b'), 0) + coalesce(plano_number(r10->'c1b'), 0),
    coalesce(plano_number(r6->'c2'), 0) + coalesce(plano_number(r10->'c2'), 0),
    coalesce(plano_number(r6->'c3'), 0) + coalesce(plano_number(r10->'c3'), 0),
    coalesce(plano_number(r6->'d'), 0) + coalesce(plano_number(r10->'d'), 0),
    coalesce(plano_number(r6->'e'), 0) + coalesce(plano_number(r10->'e'), 0)]::real[];
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION plano_site_audience_inputs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.audience_inputs := plano_audience_inputs(NEW.details, NEW.demographics);
  RETURN NEW;
END $$;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "audience_inputs" real[];--> statement-breakpoint
-- Read for every candidate of a search: never compressed, never out of line (as measures, 0003).
ALTER TABLE sites ALTER COLUMN audience_inputs SET STORAGE PLAIN;--> statement-breakpoint
UPDATE sites SET audience_inputs = plano_audience_inputs(details, demographics);--> statement-breakpoint
ALTER TABLE sites ALTER COLUMN audience_inputs SET NOT NULL;--> statement-breakpoint
CREATE TRIGGER sites_audience_inputs_insert BEFORE INSERT ON sites
  FOR EACH ROW WHEN (NEW.audience_inputs IS NULL) EXECUTE FUNCTION plano_site_audience_inputs();--> statement-breakpoint
CREATE TRIGGER sites_audience_inputs_update BEFORE UPDATE OF details, demographics, audience_inputs ON sites
  FOR EACH ROW WHEN (NEW.audience_inputs IS NULL
    OR (NEW.audience_inputs IS NOT DISTINCT FROM OLD.audience_inputs
        AND (NEW.details IS DISTINCT FROM OLD.details OR NEW.demographics IS DISTINCT FROM OLD.demographics)))
  EXECUTE FUNCTION plano_site_audience_inputs();--> statement-breakpoint
-- The import's staged rows carry them too (typed like sites; COPY fills them).
ALTER TABLE inventory_import_rows ADD COLUMN audience_inputs real[];
