CREATE TABLE "cost_total_deltas" (
	"costs" bigint NOT NULL,
	"amount" numeric(20, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_totals" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"costs" bigint NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	CONSTRAINT "cost_totals_single_check" CHECK ("cost_totals"."single")
);
--> statement-breakpoint
CREATE VIEW "public"."live_cost_totals" AS (select costs, amount from cost_totals union all select costs, amount from cost_total_deltas);--> statement-breakpoint
-- The live costs there are now; then every later change through the triggers below (ADR 0174). A shop without
-- costs gets no row (the fold adds it), so a fresh database stays empty for a restore.
INSERT INTO "cost_totals" ("single", "costs", "amount")
  SELECT true, count(*), sum("amount") FROM "costs" WHERE "archived_at" IS NULL HAVING count(*) > 0;--> statement-breakpoint
-- Appends what one statement changed among the live costs as a new row (never an update, so concurrent writers do
-- not wait for each other): an insert adds its live rows, a delete takes its live rows off, an update (an edit of
-- the amount, an archive) takes the old live rows off and adds the new ones; a truncate empties both.
CREATE FUNCTION "cost_total_deltas_of_costs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "cost_total_deltas";
    DELETE FROM "cost_totals";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "cost_total_deltas" ("costs", "amount")
    SELECT count(*), sum("amount") FROM "changed" WHERE "archived_at" IS NULL HAVING count(*) > 0;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "cost_total_deltas" ("costs", "amount")
    SELECT -count(*), -sum("amount") FROM "gone" WHERE "archived_at" IS NULL HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "costs_counted" AFTER INSERT ON "costs"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "cost_total_deltas_of_costs"();--> statement-breakpoint
CREATE TRIGGER "costs_counted_changed" AFTER UPDATE ON "costs"
  REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT
  EXECUTE FUNCTION "cost_total_deltas_of_costs"();--> statement-breakpoint
CREATE TRIGGER "costs_counted_gone" AFTER DELETE ON "costs"
  REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "cost_total_deltas_of_costs"();--> statement-breakpoint
CREATE TRIGGER "costs_counted_truncated" AFTER TRUNCATE ON "costs"
  FOR EACH STATEMENT EXECUTE FUNCTION "cost_total_deltas_of_costs"();
