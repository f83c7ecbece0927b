-- Every search compares text folded: lower case without accents (decision 0019). translate() over
-- lower() rather than unaccent(): unaccent is only STABLE (its dictionary can change), so no index
-- may use it, and lower() leaves accented capitals alone under the C locale, hence both cases here.
-- The letters are core's FOLD_FROM/FOLD_TO (fold-text.ts); a test keeps the two in step.
CREATE OR REPLACE FUNCTION plano_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT translate(lower(value),
    'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçýÿÁÀÂÄÃÅĀÉÈÊËĒÍÌÎÏĪÓÒÔÖÕØŌÚÙÛÜŪÑÇÝŸ',
    'aaaaaaaeeeeeiiiiiooooooouuuuuncyyaaaaaaaeeeeeiiiiiooooooouuuuuncyy') $$;--> statement-breakpoint
-- What the inventory grid's search reads of a site: its codes, address, locality, city and region.
-- plano_fold is named with its schema: an index build runs with search_path limited to pg_catalog.
CREATE OR REPLACE FUNCTION plano_site_text(
  site_code text, supplier_code text, vendor_inv_code text, location text, locality text,
  city text, state text
) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT public.plano_fold(site_code || ' ' || supplier_code || ' ' || vendor_inv_code || ' '
    || location || ' ' || locality || ' ' || city || ' ' || state) $$;--> statement-breakpoint
-- An owner's search ("nunoa", a code's digits) as a trigram match: one index read, combined with
-- the owner's range of sites_vendor_site_code_idx, instead of folding each of the owner's rows.
CREATE INDEX IF NOT EXISTS sites_search_trgm ON sites USING gin (
  plano_site_text(site_code, supplier_code, vendor_inv_code, location, locality, city, state) gin_trgm_ops
);
