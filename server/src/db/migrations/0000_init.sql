CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'staff' NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"avatar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'manager', 'staff')),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('Active', 'Inactive'))
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"street" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'Bangladesh' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_categories" (
	"name" text PRIMARY KEY NOT NULL,
	"menu_column" text DEFAULT 'left' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recipe_categories_menu_column_check" CHECK ("recipe_categories"."menu_column" in ('left', 'right'))
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipes_price_check" CHECK ("recipes"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "daily_sales" (
	"day" date PRIMARY KEY NOT NULL,
	"sales" numeric(14, 2) DEFAULT '0' NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_sales_nonnegative_check" CHECK ("daily_sales"."sales" >= 0 and "daily_sales"."order_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"recipe_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"line_total" numeric(14, 2) NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	CONSTRAINT "invoice_items_amounts_check" CHECK ("invoice_items"."price" >= 0 and "invoice_items"."quantity" >= 1 and "invoice_items"."line_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_number" text NOT NULL,
	"transaction_id" text NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"business_address" text DEFAULT '' NOT NULL,
	"business_address2" text DEFAULT '' NOT NULL,
	"business_city_state" text DEFAULT '' NOT NULL,
	"business_phone" text DEFAULT '' NOT NULL,
	"merchant_id" text DEFAULT '' NOT NULL,
	"terminal_id" text DEFAULT '' NOT NULL,
	"customer_id" uuid,
	"customer_name" text NOT NULL,
	"customer_address" text DEFAULT '' NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"customer_country" text DEFAULT 'Bangladesh' NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date,
	"time" text DEFAULT '' NOT NULL,
	"discount_type" text DEFAULT 'fixed' NOT NULL,
	"discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sub_total" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"amount_paid" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"payment_method" text DEFAULT 'Credit' NOT NULL,
	"waiter" text DEFAULT '' NOT NULL,
	"additional_notes" text DEFAULT 'THANK YOU FOR YOUR PURCHASE' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_money_check" CHECK ("invoices"."sub_total" >= 0 and "invoices"."total" >= 0 and "invoices"."discount" >= 0 and "invoices"."discount_amount" >= 0 and "invoices"."amount_paid" >= 0),
	CONSTRAINT "invoices_discount_percent_check" CHECK ("invoices"."discount_type" <> 'percent' or "invoices"."discount_amount" <= 100),
	CONSTRAINT "invoices_discount_type_check" CHECK ("invoices"."discount_type" in ('fixed', 'percent')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'pending', 'paid', 'overdue')),
	CONSTRAINT "invoices_payment_method_check" CHECK ("invoices"."payment_method" in ('Cash', 'Card', 'bKash', 'Nagad', 'Credit'))
);
--> statement-breakpoint
CREATE TABLE "inventory_additions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"quantity" numeric(14, 2) NOT NULL,
	"total_tk" numeric(14, 2) NOT NULL,
	"added_by" uuid,
	"added_by_name" text DEFAULT '' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_additions_amounts_check" CHECK ("inventory_additions"."quantity" >= 0 and "inventory_additions"."total_tk" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"quantity" numeric(14, 2) NOT NULL,
	"unit" text DEFAULT 'kg' NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"total_tk" numeric(14, 2) NOT NULL,
	"threshold" numeric(14, 2) DEFAULT '10' NOT NULL,
	"supplier_name" text DEFAULT 'Not specified' NOT NULL,
	"due_tk" numeric(14, 2) DEFAULT '0' NOT NULL,
	"added_by" uuid,
	"added_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_items_amounts_check" CHECK ("inventory_items"."quantity" >= 0 and "inventory_items"."price" >= 0 and "inventory_items"."total_tk" >= 0 and "inventory_items"."threshold" >= 0 and "inventory_items"."due_tk" >= 0),
	CONSTRAINT "inventory_items_category_check" CHECK ("inventory_items"."category" in ('Meat', 'Vegetable', 'Drinks', 'Desert', 'Mosla')),
	CONSTRAINT "inventory_items_unit_check" CHECK ("inventory_items"."unit" in ('kg', 'g', 'l', 'ml', 'unit', 'pack', 'box', 'bag', 'bottle', 'other'))
);
--> statement-breakpoint
CREATE TABLE "costs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reason" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"holder_name" text DEFAULT 'Not specified' NOT NULL,
	"added_by" uuid,
	"added_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "costs_amount_check" CHECK ("costs"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "attendance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"status" text DEFAULT 'present' NOT NULL,
	"check_in" timestamp with time zone,
	"check_out" timestamp with time zone,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_status_check" CHECK ("attendance"."status" in ('present', 'absent', 'late', 'leave')),
	CONSTRAINT "attendance_order_check" CHECK ("attendance"."check_out" is null or ("attendance"."check_in" is not null and "attendance"."check_out" >= "attendance"."check_in"))
);
--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_category_recipe_categories_name_fk" FOREIGN KEY ("category") REFERENCES "public"."recipe_categories"("name") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_additions" ADD CONSTRAINT "inventory_additions_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_additions" ADD CONSTRAINT "inventory_additions_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "costs" ADD CONSTRAINT "costs_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_unique" ON "customers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "customers_name_lower_idx" ON "customers" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "recipes_category_idx" ON "recipes" USING btree ("category");--> statement-breakpoint
CREATE INDEX "recipes_name_lower_idx" ON "recipes" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_id_idx" ON "invoice_items" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_invoice_number_unique" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_issue_date_idx" ON "invoices" USING btree ("issue_date");--> statement-breakpoint
CREATE INDEX "invoices_customer_id_idx" ON "invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "invoices_customer_name_lower_idx" ON "invoices" USING btree (lower("customer_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "inventory_additions_item_idx" ON "inventory_additions" USING btree ("item_id","added_at");--> statement-breakpoint
CREATE INDEX "inventory_additions_added_at_idx" ON "inventory_additions" USING btree ("added_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_identity_unique" ON "inventory_items" USING btree (lower("name"),"category","unit");--> statement-breakpoint
CREATE INDEX "inventory_items_created_at_idx" ON "inventory_items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inventory_items_category_idx" ON "inventory_items" USING btree ("category");--> statement-breakpoint
CREATE INDEX "costs_created_at_idx" ON "costs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_user_date_unique" ON "attendance" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "attendance_date_idx" ON "attendance" USING btree ("date");