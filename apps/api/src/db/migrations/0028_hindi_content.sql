ALTER TABLE "banners" ADD COLUMN "image_hi" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "title_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "description_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "feedback_hi" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "role_hi" text;