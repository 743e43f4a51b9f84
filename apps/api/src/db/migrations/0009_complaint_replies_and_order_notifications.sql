CREATE TABLE "complaint_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"complaint_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "complaint_replies" ADD CONSTRAINT "complaint_replies_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_replies_complaint_idx" ON "complaint_replies" USING btree ("complaint_id","created_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A complaint's one reply becomes its first kept reply, dated when it was given.
INSERT INTO "complaint_replies" ("complaint_id", "message", "created_at")
SELECT "id", "reply", coalesce("resolved_at", "acknowledged_at", "created_at") FROM "complaints" WHERE "reply" IS NOT NULL;--> statement-breakpoint
-- Notifications written before they carried their order find it by the number their text names.
UPDATE "notifications" SET "order_id" = "orders"."id" FROM "orders"
WHERE "notifications"."order_id" IS NULL AND "orders"."user_id" = "notifications"."user_id"
  AND "notifications"."message" LIKE '%order ' || "orders"."order_number" || ' %';--> statement-breakpoint
ALTER TABLE "complaints" DROP COLUMN "reply";