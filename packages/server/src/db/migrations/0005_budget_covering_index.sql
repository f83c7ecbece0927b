-- The budget sums the prices of up to 100,000 selected sites: a covering index over enabled sites
-- lets that be an index-only scan (no heap visit per site).
CREATE INDEX IF NOT EXISTS sites_enabled_price_idx ON sites (id) INCLUDE (price) WHERE planning_enabled;
