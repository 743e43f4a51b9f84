CREATE TABLE "staff_request_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request" text NOT NULL,
	"status" integer,
	"answer" text,
	"content_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_request_keys_user_id_key_request_pk" PRIMARY KEY("user_id","key","request")
);
--> statement-breakpoint
ALTER TABLE "staff_request_keys" ADD CONSTRAINT "staff_request_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_request_keys_created_idx" ON "staff_request_keys" USING btree ("created_at");