/**
 * The four heat-layer measures of a site, each scaled to 0..1 in SQL (alias `s`):
 * - Footfall: trips within 1000 m, against 60,000 trips a day as a busy corner;
 * - Affluence: share of homes of classes AB, C1a and C1b within 600 m;
 * - Visibility: the site's visibility quality score (0..10);
 * - Accessibility: traffic density (high 1, medium 0.6, low 0.3).
 * The Inventory layer is the density of the sites themselves.
 */
export const MEASURES_SQL = `array[
    least(1, coalesce((s.demographics->'1000mt'->>'trips')::float8, 0) / 60000),
    coalesce(((s.demographics->'600mt'->>'ab')::float8 + (s.demographics->'600mt'->>'c1a')::float8
      + (s.demographics->'600mt'->>'c1b')::float8) / nullif((s.demographics->'600mt'->>'homes')::float8, 0), 0),
    least(1, coalesce((s.details->'quality'->>'visibility')::float8, 0) / 10),
    case s.traffic_density when 'high' then 1 when 'medium' then 0.6 else 0.3 end
  ]::float8[] as m`;
