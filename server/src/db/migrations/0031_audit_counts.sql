CREATE TABLE "audit_count_deltas" (
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"entries" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_counts" (
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"entries" bigint NOT NULL,
	CONSTRAINT "audit_counts_kind_action_actor_key" UNIQUE NULLS NOT DISTINCT("kind","action","actor_id")
);
--> statement-breakpoint
CREATE VIEW "public"."audit_entry_counts" AS (select kind, action, actor_id, entries from audit_counts union all select kind, action, actor_id, entries from audit_count_deltas);--> statement-breakpoint
-- The entries there are now; then every later insert through the trigger below (ADR 0172). The trail refuses
-- UPDATE, DELETE and TRUNCATE (ADR 0165), so an insert is the only change to count.
INSERT INTO "audit_counts" ("kind", "action", "actor_id", "entries")
  SELECT "kind", "action", "actor_id", count(*) FROM "audit_entries" GROUP BY 1, 2, 3;--> statement-breakpoint
-- Appends what one statement inserted, per kind, action and actor, as new rows (never an update, so concurrent
-- writers do not wait for each other).
CREATE FUNCTION "count_audit_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "audit_count_deltas" ("kind", "action", "actor_id", "entries")
  SELECT "kind", "action", "actor_id", count(*) FROM "new_entries" GROUP BY 1, 2, 3;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_counted" AFTER INSERT ON "audit_entries"
  REFERENCING NEW TABLE AS "new_entries" FOR EACH STATEMENT EXECUTE FUNCTION "count_audit_entries"();
