-- The demo catalog's pictures are WebP files now (scripts/draw-demo-images.mjs); a store seeded before keeps its
-- catalog and points at the new files. Only the demo folders' own names are touched, never an uploaded picture.
UPDATE "brands" SET "image" = regexp_replace("image", '^(/demo/brands/[a-z0-9-]+)\.svg$', '\1.webp');
--> statement-breakpoint
UPDATE "banners" SET "image" = regexp_replace("image", '^(/demo/banners/[a-z0-9-]+)\.svg$', '\1.webp');
--> statement-breakpoint
UPDATE "testimonials" SET "image" = regexp_replace("image", '^(/demo/people/[a-z0-9-]+)\.svg$', '\1.webp');
--> statement-breakpoint
UPDATE "order_items" SET "product_image" = regexp_replace("product_image", '^(/demo/products/[a-z0-9-]+)\.svg$', '\1.webp');
--> statement-breakpoint
UPDATE "products" SET "images" = ARRAY(
  SELECT regexp_replace("picture", '^(/demo/products/[a-z0-9-]+)\.svg$', '\1.webp') FROM unnest("images") WITH ORDINALITY AS t("picture", "n") ORDER BY "n"
) WHERE EXISTS (SELECT 1 FROM unnest("images") AS u("picture") WHERE "picture" LIKE '/demo/products/%.svg');
--> statement-breakpoint
UPDATE "pages" SET "images" = ARRAY(
  SELECT regexp_replace("picture", '^(/demo/about/[a-z0-9-]+)\.svg$', '\1.webp') FROM unnest("images") WITH ORDINALITY AS t("picture", "n") ORDER BY "n"
) WHERE EXISTS (SELECT 1 FROM unnest("images") AS u("picture") WHERE "picture" LIKE '/demo/about/%.svg');
