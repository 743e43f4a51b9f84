ALTER TABLE "cash_hand_ins" ADD COLUMN "reverses_id" uuid;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "cash_day" text;--> statement-breakpoint
ALTER TABLE "cash_hand_ins" ADD CONSTRAINT "cash_hand_ins_reverses_id_cash_hand_ins_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."cash_hand_ins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_hand_ins_reverses_idx" ON "cash_hand_ins" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "deliveries_branch_cash_day_idx" ON "deliveries" USING btree ("branch_id","cash_day");--> statement-breakpoint
-- Cash already collected belongs to the India day it was collected on.
UPDATE "deliveries" SET "cash_day" = to_char(("ended_at" AT TIME ZONE 'UTC') + interval '330 minutes', 'YYYY-MM-DD') WHERE "outcome" = 'delivered';--> statement-breakpoint
-- Deliveries left open by orders that ended past them (walked to delivered in the console, cancelled by
-- the customer) end now, so that no rider keeps them and the branch can close its days.
UPDATE "deliveries" SET "ended_at" = now(), "outcome" = CASE WHEN "orders"."status" = 'cancelled' THEN 'cancelled' END, "note" = 'Ended with its order'
FROM "orders" WHERE "orders"."id" = "deliveries"."order_id" AND "deliveries"."ended_at" IS NULL AND "orders"."status" IN ('delivered', 'cancelled');
