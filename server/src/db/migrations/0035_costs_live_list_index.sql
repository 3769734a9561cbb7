DROP INDEX "costs_created_at_idx";--> statement-breakpoint
CREATE INDEX "costs_live_created_at_id_idx" ON "costs" USING btree ("created_at","id") WHERE "costs"."archived_at" is null;