CREATE TABLE "gateway_payments" (
	"provider" text NOT NULL,
	"payment_id" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_payments_provider_payment_id_pk" PRIMARY KEY("provider","payment_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "session_id" text;--> statement-breakpoint
CREATE INDEX "gateway_payments_received_idx" ON "gateway_payments" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "payments_payment_idx" ON "payments" USING btree ("provider","payment_id");