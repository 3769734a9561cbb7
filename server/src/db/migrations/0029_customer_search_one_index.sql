DROP INDEX "customers_name_trgm_idx";--> statement-breakpoint
DROP INDEX "customers_email_trgm_idx";--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin (("name" || ' ' || "phone" || ' ' || coalesce("email", '')) gin_trgm_ops);