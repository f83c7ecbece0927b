ALTER TABLE "sites" ADD COLUMN IF NOT EXISTS "measures" real[] GENERATED ALWAYS AS (array[
    round(least(1, coalesce((demographics->'1000mt'->>'trips')::float8, 0) / 60000)::numeric, 3),
    round(least(1, coalesce(((demographics->'600mt'->>'ab')::float8 + (demographics->'600mt'->>'c1a')::float8
      + (demographics->'600mt'->>'c1b')::float8) / nullif((demographics->'600mt'->>'homes')::float8, 0), 0))::numeric, 3),
    round(least(1, coalesce((details->'quality'->>'visibility')::float8, 0) / 10)::numeric, 3),
    case traffic_density when 'high' then 1 when 'medium' then 0.6 else 0.3 end
  ]::real[]) STORED NOT NULL;