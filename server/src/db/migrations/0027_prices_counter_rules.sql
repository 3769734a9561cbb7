CREATE TABLE "approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"approved_by" uuid,
	"approver_name" text NOT NULL,
	"method" text NOT NULL,
	"requested_by" uuid,
	"invoice_id" uuid,
	"order_id" uuid,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approvals_action_check" CHECK ("approvals"."action" in ('discount', 'void-sent')),
	CONSTRAINT "approvals_method_check" CHECK ("approvals"."method" in ('pin', 'password')),
	CONSTRAINT "approvals_target_check" CHECK ("approvals"."invoice_id" is not null or "approvals"."order_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pin_hash" text;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "price_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "held_order_lines" ADD COLUMN "price_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approvals_invoice_id_idx" ON "approvals" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "approvals_order_id_idx" ON "approvals" USING btree ("order_id");