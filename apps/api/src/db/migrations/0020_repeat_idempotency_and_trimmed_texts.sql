ALTER TABLE "repeats" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "repeats_user_idempotency_idx" ON "repeats" USING btree ("user_id","idempotency_key");--> statement-breakpoint
-- Text saved before the length limits (packages/domain schemas, 2026-11-25) is cut to its limit, so that
-- every row can be opened, edited and saved again in the form that now refuses longer text:
--   users: full_name 100, plot_number 100, street 200, address 255 characters
--   products: product_name 120; brands: brand_name 60; branches: name 80 (a unique name is cut only
--     when no other row already has the cut name: that one is left as it was, for the owner to rename)
--   testimonials: name 80, role 80, feedback 1000; reviews: review 2000
--   complaints: subject 150, message 2000; complaint_replies: message 2000
-- Surrounding spaces left at the cut are removed. Orders, bills and the audit log are records of what
-- happened and are not changed. Each table changed writes one audit_log row, action 'text trimmed',
-- naming the table, the columns and how many rows were cut.
CREATE TEMPORARY TABLE "trimmed_texts" ("table_name" text NOT NULL, "rows" integer NOT NULL, "columns" text NOT NULL);--> statement-breakpoint
WITH cut AS (
  UPDATE "users" SET
    "full_name" = rtrim(left("full_name", 100)),
    "plot_number" = rtrim(left("plot_number", 100)),
    "street" = rtrim(left("street", 200)),
    "address" = rtrim(left("address", 255))
  WHERE length("full_name") > 100 OR length("plot_number") > 100 OR length("street") > 200 OR length("address") > 255
  RETURNING 1
) INSERT INTO "trimmed_texts" SELECT 'users', count(*), 'full_name 100, plot_number 100, street 200, address 255' FROM cut;--> statement-breakpoint
WITH cut AS (
  UPDATE "products" SET "product_name" = rtrim(left("product_name", 120)) WHERE length("product_name") > 120 RETURNING 1
) INSERT INTO "trimmed_texts" SELECT 'products', count(*), 'product_name 120' FROM cut;--> statement-breakpoint
WITH cut AS (
  UPDATE "brands" b SET "brand_name" = rtrim(left(b."brand_name", 60))
  WHERE length(b."brand_name") > 60
    AND NOT EXISTS (SELECT 1 FROM "brands" o WHERE o."id" <> b."id" AND rtrim(left(o."brand_name", 60)) = rtrim(left(b."brand_name", 60)))
  RETURNING 1
) INSERT INTO "trimmed_texts" SELECT 'brands', count(*), 'brand_name 60' FROM cut;--> statement-breakpoint
WITH cut AS (
  UPDATE "branches" b SET "name" = rtrim(left(b."name", 80))
  WHERE length(b."name") > 80
    AND NOT EXISTS (SELECT 1 FROM "branches" o WHERE o."id" <> b."id" AND rtrim(left(o."name", 80)) = rtrim(left(b."name", 80)))
  RETURNING 1
) INSERT INTO "trimmed_texts" SELECT 'branches', count(*), 'name 80' FROM cut;--> statement-breakpoint
WITH cut AS (
  UPDATE "testimonials" SET
    "name" = rtrim(left("name", 80)),
    "role" = rtrim(left("role", 80)),
    "feedback" = rtrim(left("feedback", 1000))
  WHERE length("name") > 80 OR length("role") > 80 OR length("feedback") > 1000
  RETURNING 1
) INSERT INTO "trimmed_texts" SELECT 'testimonials', count(*), 'name 80, role 80, feedback 1000' FROM cut;--> statement-breakpoint
WITH cut AS (
  UPDATE "reviews" SET "review" = rtrim(left("review", 2000)) WHERE length("review") > 2000 RETURNING 1
) INSERT INTO "trimmed_texts" SELECT 'reviews', count(*), 'review 2000' FROM cut;--> statement-breakpoint
WITH cut AS (
  UPDATE "complaints" SET "subject" = rtrim(left("subject", 150)), "message" = rtrim(left("message", 2000))
  WHERE length("subject") > 150 OR length("message") > 2000
  RETURNING 1
) INSERT INTO "trimmed_texts" SELECT 'complaints', count(*), 'subject 150, message 2000' FROM cut;--> statement-breakpoint
WITH cut AS (
  UPDATE "complaint_replies" SET "message" = rtrim(left("message", 2000)) WHERE length("message") > 2000 RETURNING 1
) INSERT INTO "trimmed_texts" SELECT 'complaint_replies', count(*), 'message 2000' FROM cut;--> statement-breakpoint
INSERT INTO "audit_log" ("action", "details")
  SELECT 'text trimmed', "table_name" || ': ' || "rows" || ' row(s) cut to the length limits (' || "columns" || ')'
  FROM "trimmed_texts" WHERE "rows" > 0;--> statement-breakpoint
DROP TABLE "trimmed_texts";
