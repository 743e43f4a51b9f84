CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"term" text NOT NULL,
	"meaning" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_about" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "search_synonyms_term_meaning_idx" ON "search_synonyms" USING btree ("term","meaning");--> statement-breakpoint
-- hand-written
-- Search (decision record 021): trigram matching and accent folding, on PGlite (its contrib
-- extensions, loaded by the client) and PostgreSQL alike.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- What search matches, kept by the database whatever writes a product or renames a brand.
CREATE OR REPLACE FUNCTION products_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_name := lower(unaccent(concat_ws(' ', NEW.product_name,
    (SELECT brand_name FROM brands WHERE id = NEW.brand_id), NEW.size, NEW.quantity_in_each_pack::text || ' pads')));
  NEW.search_about := lower(unaccent(array_to_string(NEW.about_this_item, ' ')));
  -- Its words join the catalog's vocabulary, which typos are corrected against.
  INSERT INTO search_words (word)
    SELECT DISTINCT word FROM regexp_split_to_table(NEW.search_name, '[^[:alpha:]]+') AS word WHERE length(word) >= 3
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_text BEFORE INSERT OR UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_text();--> statement-breakpoint
CREATE OR REPLACE FUNCTION brands_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET brand_id = brand_id WHERE brand_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER brands_search_text AFTER UPDATE OF brand_name ON brands
  FOR EACH ROW WHEN (OLD.brand_name IS DISTINCT FROM NEW.brand_name) EXECUTE FUNCTION brands_search_text();--> statement-breakpoint
UPDATE products SET brand_id = brand_id;--> statement-breakpoint
CREATE INDEX products_search_name_trgm_idx ON products USING gin (search_name gin_trgm_ops);--> statement-breakpoint
CREATE INDEX products_search_about_trgm_idx ON products USING gin (search_about gin_trgm_ops);--> statement-breakpoint
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);--> statement-breakpoint
CREATE INDEX brands_name_trgm_idx ON brands USING gin (lower(brand_name) gin_trgm_ops);--> statement-breakpoint
-- The words Indian customers search with; the owner adds more in the console.
INSERT INTO search_synonyms (term, meaning) VALUES
  ('pad', 'pads'), ('napkin', 'pads'), ('napkins', 'pads'), ('sanitary napkin', 'pads'), ('sanitary napkins', 'pads'),
  ('sanitary pad', 'pads'), ('sanitary pads', 'pads'), ('period', 'pads'), ('periods', 'pads'),
  ('पैड', 'pads'), ('सैनिटरी पैड', 'pads'), ('सेनेटरी पैड', 'pads'), ('पीरियड', 'pads'),
  ('overnight', 'night'), ('night', 'overnight'), ('raat', 'night'), ('रात', 'night'),
  ('heavy flow', 'xxl'), ('heavy', 'xxl'),
  ('extra large', 'xl'), ('extra extra large', 'xxl'), ('double xl', 'xxl'), ('2xl', 'xxl'),
  ('bada', 'xl'), ('bada', 'large'), ('bade', 'xl'), ('bade', 'large'), ('बड़ा', 'xl'), ('बड़ा', 'large'),
  ('big', 'large'), ('big', 'xl'), ('chhota', 'regular'), ('chota', 'regular'), ('छोटा', 'regular'),
  ('small', 'regular'), ('medium', 'regular')
ON CONFLICT DO NOTHING;
