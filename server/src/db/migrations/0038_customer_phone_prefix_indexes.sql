DROP INDEX "customers_phone_trgm_idx";--> statement-breakpoint
CREATE INDEX "customers_live_phone_prefix_idx" ON "customers" USING btree ("phone" text_pattern_ops) WHERE "customers"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "customers_live_phone_suffix_idx" ON "customers" USING btree (reverse("phone") text_pattern_ops) WHERE "customers"."archived_at" is null;--> statement-breakpoint
-- PostgreSQL ignores a partial index's statistics when it estimates a clause (selfuncs.c), so without these it
-- guessed 0.5% of the book for any ending typed and walked the list's order instead (ADR 0176).
CREATE STATISTICS "customers_phone_reversed_stats" ON (reverse("phone")) FROM "customers";--> statement-breakpoint
ANALYZE "customers";
