DROP INDEX "invoices_created_at_idx";--> statement-breakpoint
DROP INDEX "costs_created_at_idx";--> statement-breakpoint
CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "costs_created_at_idx" ON "costs" USING btree ("created_at","id");