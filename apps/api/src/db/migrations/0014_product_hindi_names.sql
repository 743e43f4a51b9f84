ALTER TABLE "products" ADD COLUMN "product_name_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_hi" text;--> statement-breakpoint
-- hand-written
-- Search also finds a product by the Hindi name the owner wrote (issue 35), as part of what the name
-- matches; the catalog's vocabulary (typos are corrected against it) keeps the English words only.
CREATE OR REPLACE FUNCTION products_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_name := lower(unaccent(concat_ws(' ', NEW.product_name,
    (SELECT brand_name FROM brands WHERE id = NEW.brand_id), NEW.size, NEW.quantity_in_each_pack::text || ' pads')));
  NEW.search_about := lower(unaccent(array_to_string(NEW.about_this_item, ' ')));
  -- Its words join the catalog's vocabulary, which typos are corrected against.
  INSERT INTO search_words (word)
    SELECT DISTINCT word FROM regexp_split_to_table(NEW.search_name, '[^[:alpha:]]+') AS word WHERE length(word) >= 3
    ON CONFLICT DO NOTHING;
  IF coalesce(NEW.product_name_hi, '') <> '' THEN
    NEW.search_name := NEW.search_name || ' ' || lower(NEW.product_name_hi);
  END IF;
  IF coalesce(NEW.description_hi, '') <> '' THEN
    NEW.search_about := NEW.search_about || ' ' || lower(replace(NEW.description_hi, E'\n', ' '));
  END IF;
  RETURN NEW;
END $$;
