ALTER TABLE "products" ADD COLUMN "product_name_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_hi" text;