ALTER TABLE "notifications" ADD COLUMN "complaint_id" uuid;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- custom: links each complaint notification written before this version to its complaint, by the ticket number its message names
UPDATE "notifications" SET "complaint_id" = "complaints"."id" FROM "complaints" WHERE "notifications"."complaint_id" IS NULL AND "notifications"."order_id" IS NULL AND "notifications"."user_id" = "complaints"."user_id" AND position("complaints"."ticket_number" in "notifications"."message") > 0;
