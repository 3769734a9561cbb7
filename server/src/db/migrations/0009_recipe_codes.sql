-- A dish's optional short code for the counter's menu search (issue 14; ADR 0080): stored upper-cased, so the
-- plain unique index refuses K1 and k1 alike.
ALTER TABLE "recipes" ADD COLUMN "code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "recipes_code_unique" ON "recipes" USING btree ("code");--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_code_check" CHECK ("recipes"."code" ~ '^[A-Z0-9]{1,6}$');