CREATE TABLE "repeat_items" (
	"repeat_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "repeat_items_repeat_id_product_id_pk" PRIMARY KEY("repeat_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "repeat_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"repeat_id" uuid NOT NULL,
	"delivery_on" date NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repeats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"every_days" integer NOT NULL,
	"next_delivery_on" date NOT NULL,
	"ask_first" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"confirmed_for" date,
	"reminded_for" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repeats_every_days" CHECK ("repeats"."every_days" between 14 and 60)
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "repeat_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "repeat_action" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "repeat_id" uuid;--> statement-breakpoint
ALTER TABLE "repeat_items" ADD CONSTRAINT "repeat_items_repeat_id_repeats_id_fk" FOREIGN KEY ("repeat_id") REFERENCES "public"."repeats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repeat_items" ADD CONSTRAINT "repeat_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repeat_runs" ADD CONSTRAINT "repeat_runs_repeat_id_repeats_id_fk" FOREIGN KEY ("repeat_id") REFERENCES "public"."repeats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repeat_runs" ADD CONSTRAINT "repeat_runs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repeats" ADD CONSTRAINT "repeats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "repeat_runs_repeat_day_idx" ON "repeat_runs" USING btree ("repeat_id","delivery_on");--> statement-breakpoint
CREATE INDEX "repeat_runs_day_idx" ON "repeat_runs" USING btree ("delivery_on");--> statement-breakpoint
CREATE INDEX "repeats_user_idx" ON "repeats" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "repeats_status_next_idx" ON "repeats" USING btree ("status","next_delivery_on");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_repeat_id_repeats_id_fk" FOREIGN KEY ("repeat_id") REFERENCES "public"."repeats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_repeat_id_repeats_id_fk" FOREIGN KEY ("repeat_id") REFERENCES "public"."repeats"("id") ON DELETE set null ON UPDATE no action;