-- Staff roles (owner, manager, packer, rider) in a table of their own, by phone: a role is no longer a column
-- of users (the ADMIN_PHONES owners are written into staff at every start). Deliveries, cash handed in and
-- closed days for the fulfilment floor.
CREATE TABLE "branch_days" (
	"branch_id" uuid NOT NULL,
	"day" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid NOT NULL,
	CONSTRAINT "branch_days_branch_id_day_pk" PRIMARY KEY("branch_id","day")
);
--> statement-breakpoint
CREATE TABLE "cash_hand_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"branch_id" uuid NOT NULL,
	"rider_id" uuid NOT NULL,
	"day" text NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_hand_ins_amount_not_negative" CHECK ("cash_hand_ins"."amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"rider_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"outcome" text,
	"not_delivered_reason" text,
	"note" text DEFAULT '' NOT NULL,
	"paid_by" text,
	"amount_due_paise" integer NOT NULL,
	"amount_received_paise" integer,
	"upi_reference" text
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_number" text NOT NULL,
	"role" text NOT NULL,
	"branch_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"from_environment" boolean DEFAULT false NOT NULL,
	"on_shift" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "branch_days" ADD CONSTRAINT "branch_days_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_days" ADD CONSTRAINT "branch_days_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_hand_ins" ADD CONSTRAINT "cash_hand_ins_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_hand_ins" ADD CONSTRAINT "cash_hand_ins_rider_id_staff_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_hand_ins" ADD CONSTRAINT "cash_hand_ins_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_rider_id_staff_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_hand_ins_branch_day_idx" ON "cash_hand_ins" USING btree ("branch_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_open_order_idx" ON "deliveries" USING btree ("order_id") WHERE "deliveries"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "deliveries_rider_idx" ON "deliveries" USING btree ("rider_id","ended_at");--> statement-breakpoint
CREATE INDEX "deliveries_branch_ended_idx" ON "deliveries" USING btree ("branch_id","ended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_phone_idx" ON "staff" USING btree ("phone_number") WHERE "staff"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "role";