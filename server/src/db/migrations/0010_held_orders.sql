-- Held (open) orders, their kitchen tickets and voids, and the daily takeaway tokens (issue 14; ADR 0083): a
-- held order is not a sale, so none of this touches invoices or the sales roll-up until it is charged.
CREATE TABLE "daily_tokens" (
	"day" date PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "held_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"recipe_id" uuid,
	"name" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "held_order_lines_amounts_check" CHECK ("held_order_lines"."price" >= 0 and "held_order_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "held_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"table_label" text,
	"token" integer,
	"token_day" date,
	"waiter" text DEFAULT '' NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"invoice_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "held_orders_status_check" CHECK ("held_orders"."status" in ('open', 'charged', 'void')),
	CONSTRAINT "held_orders_table_or_token_check" CHECK (("held_orders"."table_label" is null) <> ("held_orders"."token" is null) and ("held_orders"."token" is null) = ("held_orders"."token_day" is null))
);
--> statement-breakpoint
CREATE TABLE "kitchen_ticket_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "kitchen_ticket_lines_quantity_check" CHECK ("kitchen_ticket_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "kitchen_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"table_label" text,
	"token" integer,
	"waiter" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_voids" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"lines" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "held_order_lines" ADD CONSTRAINT "held_order_lines_order_id_held_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."held_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_order_lines" ADD CONSTRAINT "held_order_lines_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_orders" ADD CONSTRAINT "held_orders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_orders" ADD CONSTRAINT "held_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_ticket_lines" ADD CONSTRAINT "kitchen_ticket_lines_ticket_id_kitchen_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."kitchen_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_ticket_lines" ADD CONSTRAINT "kitchen_ticket_lines_order_line_id_held_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."held_order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_tickets" ADD CONSTRAINT "kitchen_tickets_order_id_held_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."held_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_tickets" ADD CONSTRAINT "kitchen_tickets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_voids" ADD CONSTRAINT "order_voids_order_id_held_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."held_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_voids" ADD CONSTRAINT "order_voids_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "held_order_lines_order_id_idx" ON "held_order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "held_orders_open_idx" ON "held_orders" USING btree ("created_at") WHERE "held_orders"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "held_orders_token_unique" ON "held_orders" USING btree ("token_day","token");--> statement-breakpoint
CREATE INDEX "kitchen_ticket_lines_ticket_id_idx" ON "kitchen_ticket_lines" USING btree ("ticket_id","position");--> statement-breakpoint
CREATE INDEX "kitchen_ticket_lines_order_line_id_idx" ON "kitchen_ticket_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_tickets_order_round_unique" ON "kitchen_tickets" USING btree ("order_id","round");