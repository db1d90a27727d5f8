-- Keyword search by character pairs (decision 0135): a name's (and product number's) single characters and
-- pairs, lower-cased, which a GIN index holds; a keyword's pairs (its one character if it has one) must all be
-- among them, and the ILIKE beside it keeps only true substrings. OR REPLACE: `npm run db:reset` drops the tables, not
-- the functions, and migrates again.
CREATE OR REPLACE FUNCTION product_search_grams(value text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT gram), '{}') FROM (
    SELECT substr(lower(value), i, 1) AS gram FROM generate_series(1, char_length(value)) AS i
    UNION ALL SELECT substr(lower(value), i, 2) FROM generate_series(1, char_length(value) - 1) AS i
  ) AS grams
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_keyword_grams(keyword text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN char_length(keyword) = 1 THEN ARRAY[lower(keyword)] ELSE coalesce(
    (SELECT array_agg(DISTINCT substr(lower(keyword), i, 2)) FROM generate_series(1, char_length(keyword) - 1) AS i), '{}') END
$$;--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","sort","id");--> statement-breakpoint
CREATE INDEX "products_sort_idx" ON "products" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "products_member_price_idx" ON "products" USING btree ("member_price","id");--> statement-breakpoint
CREATE INDEX "products_search_grams_idx" ON "products" USING gin (product_search_grams("name" || ' ' || "product_number"));--> statement-breakpoint
CREATE INDEX "favorites_member_id_idx" ON "favorites" USING btree ("member_id","id");