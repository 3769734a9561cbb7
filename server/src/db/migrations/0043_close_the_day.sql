CREATE TABLE "day_closes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"z_number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "day_closes_z_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"figures" jsonb NOT NULL,
	"notes" jsonb NOT NULL,
	"counted_cash" numeric(14, 2) NOT NULL,
	"counted_bkash" numeric(14, 2) NOT NULL,
	"counted_nagad" numeric(14, 2) NOT NULL,
	"difference" numeric(14, 2) NOT NULL,
	"left_in_drawer" numeric(14, 2) NOT NULL,
	"reason" text,
	"by_id" uuid,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_closes_z_number_unique" UNIQUE("z_number")
);
--> statement-breakpoint
CREATE TABLE "day_figure_deltas" (
	"day" date NOT NULL,
	"figure" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"count" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "day_figures" (
	"day" date NOT NULL,
	"figure" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "day_figures_day_figure_pk" PRIMARY KEY("day","figure")
);
--> statement-breakpoint
CREATE TABLE "day_reopens" (
	"close_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"by_id" uuid,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drawer_movement_voids" (
	"movement_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"by_id" uuid,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drawer_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reason" text NOT NULL,
	"day" date NOT NULL,
	"cost_id" uuid,
	"by_id" uuid,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drawer_movements_kind_check" CHECK ("drawer_movements"."kind" in ('pay-in', 'pay-out')),
	CONSTRAINT "drawer_movements_amount_check" CHECK ("drawer_movements"."amount" > 0),
	CONSTRAINT "drawer_movements_cost_check" CHECK (("drawer_movements"."kind" = 'pay-out') = ("drawer_movements"."cost_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "day_reopens" ADD CONSTRAINT "day_reopens_close_id_day_closes_id_fk" FOREIGN KEY ("close_id") REFERENCES "public"."day_closes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_movement_voids" ADD CONSTRAINT "drawer_movement_voids_movement_id_drawer_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."drawer_movements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_cost_id_costs_id_fk" FOREIGN KEY ("cost_id") REFERENCES "public"."costs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "day_closes_day_idx" ON "day_closes" USING btree ("day");--> statement-breakpoint
CREATE INDEX "day_figure_deltas_day_idx" ON "day_figure_deltas" USING btree ("day");--> statement-breakpoint
CREATE INDEX "drawer_movements_day_idx" ON "drawer_movements" USING btree ("day");--> statement-breakpoint
CREATE VIEW "public"."closed_days" AS (select c.day, c.z_number from day_closes c where not exists (select from day_reopens r where r.close_id = c.id));--> statement-breakpoint
CREATE VIEW "public"."figures_by_day" AS (select day, figure, amount, count from day_figures union all select day, figure, amount, count from day_figure_deltas);--> statement-breakpoint
-- A closed day is frozen (issue 34, ADR 0177): every write dated in a day closed now (a close not reopened) is
-- refused by the database in the writer's own transaction, whatever code or tool makes it. SQLSTATE DKZ01 is
-- answered as a 409 naming the Z report.
CREATE FUNCTION refuse_closed_days(days date[]) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  closed record;
BEGIN
  IF cardinality(days) = 0 THEN RETURN; END IF;
  -- Held until the writer commits: a close of the day (which takes it alone) waits for the write, so its Z counts
  -- it, and a write after a close waits for the close and then sees the day closed (ADVISORY_LOCKS.businessDay).
  PERFORM pg_advisory_xact_lock_shared(7261004, day - date '2000-01-01') FROM unnest(days) AS day ORDER BY day;
  SELECT c.day, c.z_number INTO closed FROM closed_days c WHERE c.day = ANY(days) ORDER BY c.z_number LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'The business day % is closed (Z report #%): nothing dated in it can be added, changed, voided or deleted unless an admin reopens it.',
      to_char(closed.day, 'YYYY-MM-DD'), closed.z_number USING ERRCODE = 'DKZ01';
  END IF;
END $$;--> statement-breakpoint
-- The days a statement's rows are dated in, old and new, by the expression TG_ARGV[0] over a row. An update counts
-- only for rows whose columns changed beyond TG_ARGV[2] (matched on the key TG_ARGV[1]): who made a row is cleared
-- when that user is deleted, which changes nothing the day's books say.
CREATE FUNCTION freeze_closed_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added date[] := '{}';
  removed date[] := '{}';
  moved text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array(SELECT DISTINCT %s FROM changed)', TG_ARGV[0]) INTO added;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array(SELECT DISTINCT %s FROM gone)', TG_ARGV[0]) INTO removed;
  ELSE
    EXECUTE format(
      'SELECT array(SELECT g.%1$I::text FROM gone g JOIN changed c ON c.%1$I = g.%1$I
       WHERE (to_jsonb(g) - %2$L::text[]) IS DISTINCT FROM (to_jsonb(c) - %2$L::text[]))',
      TG_ARGV[1], TG_ARGV[2]) INTO moved;
    IF cardinality(moved) = 0 THEN RETURN NULL; END IF;
    EXECUTE format('SELECT array(SELECT DISTINCT %s FROM changed WHERE %I::text = ANY($1))', TG_ARGV[0], TG_ARGV[1])
      INTO added USING moved;
    EXECUTE format('SELECT array(SELECT DISTINCT %s FROM gone WHERE %I::text = ANY($1))', TG_ARGV[0], TG_ARGV[1])
      INTO removed USING moved;
  END IF;
  PERFORM refuse_closed_days(added || removed);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A receipt of a closed day still takes a later payment on a later day: that payment only refreshes the
-- receipt's cached amount paid, status and method, which is no change to the closed day; nor is forgetting who
-- saved it when that user is deleted.
CREATE FUNCTION freeze_closed_receipts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cache text[] := '{amount_paid,status,payment_method,updated_at,created_by}';
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refuse_closed_days(array(SELECT DISTINCT issue_date FROM changed));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refuse_closed_days(array(SELECT DISTINCT issue_date FROM gone));
  ELSE
    PERFORM refuse_closed_days(array(
      SELECT DISTINCT dated.day FROM gone g JOIN changed c ON c.id = g.id
      CROSS JOIN LATERAL (VALUES (g.issue_date), (c.issue_date)) AS dated(day)
      WHERE (to_jsonb(g) - cache) IS DISTINCT FROM (to_jsonb(c) - cache)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoices_frozen_insert" AFTER INSERT ON "invoices"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION freeze_closed_receipts();--> statement-breakpoint
CREATE TRIGGER "invoices_frozen_update" AFTER UPDATE ON "invoices"
  REFERENCING OLD TABLE AS gone NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION freeze_closed_receipts();--> statement-breakpoint
CREATE TRIGGER "invoices_frozen_delete" AFTER DELETE ON "invoices"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION freeze_closed_receipts();--> statement-breakpoint
CREATE PROCEDURE freeze_table(tab text, day_expression text, key text, who text[]) LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION freeze_closed_days(%L, %L, %L)', tab || '_frozen_insert', tab, day_expression, key, who);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS gone NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION freeze_closed_days(%L, %L, %L)', tab || '_frozen_update', tab, day_expression, key, who);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION freeze_closed_days(%L, %L, %L)', tab || '_frozen_delete', tab, day_expression, key, who);
END $$;--> statement-breakpoint
CALL freeze_table('invoice_items', '(SELECT i.issue_date FROM invoices i WHERE i.id = invoice_id)', 'id', '{recipe_id}');--> statement-breakpoint
CALL freeze_table('invoice_voids', '(SELECT i.issue_date FROM invoices i WHERE i.id = invoice_id)', 'invoice_id', '{by_id}');--> statement-breakpoint
CALL freeze_table('invoice_payments', 'business_day', 'id', '{created_by}');--> statement-breakpoint
CALL freeze_table('costs', 'business_day(created_at)', 'id', '{added_by,archived_by}');--> statement-breakpoint
CALL freeze_table('inventory_movements', 'business_day("at")', 'id', '{by_id}');--> statement-breakpoint
CALL freeze_table('drawer_movements', 'day', 'id', '{by_id}');--> statement-breakpoint
CALL freeze_table('drawer_movement_voids', '(SELECT m.day FROM drawer_movements m WHERE m.id = movement_id)', 'movement_id', '{by_id}');--> statement-breakpoint
DROP PROCEDURE freeze_table(text, text, text, text[]);--> statement-breakpoint
-- Pay-ins and pay-outs, their voids, closes and reopenings are only ever appended.
CREATE FUNCTION refuse_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are only ever appended', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "drawer_movements_appended" BEFORE UPDATE OR DELETE ON "drawer_movements" FOR EACH ROW EXECUTE FUNCTION refuse_rewrite();--> statement-breakpoint
CREATE TRIGGER "drawer_movement_voids_appended" BEFORE UPDATE OR DELETE ON "drawer_movement_voids" FOR EACH ROW EXECUTE FUNCTION refuse_rewrite();--> statement-breakpoint
CREATE TRIGGER "day_closes_appended" BEFORE UPDATE OR DELETE ON "day_closes" FOR EACH ROW EXECUTE FUNCTION refuse_rewrite();--> statement-breakpoint
CREATE TRIGGER "day_reopens_appended" BEFORE UPDATE OR DELETE ON "day_reopens" FOR EACH ROW EXECUTE FUNCTION refuse_rewrite();--> statement-breakpoint
-- The X report's roll-up (`day_figures`, folded from `day_figure_deltas` with the sales): each statement appends
-- its change per day and figure. Money on a receipt of the same day is a sale by tender; on an earlier day's
-- receipt, a later payment. The day of a payment row is its business_day.
CREATE FUNCTION day_figure_deltas_of_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO day_figure_deltas (day, figure, amount, count)
    SELECT p.business_day, CASE WHEN p.business_day = i.issue_date THEN 'sale:' ELSE 'later:' END || p.method,
      sum(p.amount), count(*)
    FROM changed p JOIN invoices i ON i.id = p.invoice_id GROUP BY 1, 2;
  ELSE
    INSERT INTO day_figure_deltas (day, figure, amount, count)
    SELECT p.business_day, CASE WHEN p.business_day = i.issue_date THEN 'sale:' ELSE 'later:' END || p.method,
      -sum(p.amount), -count(*)
    FROM gone p JOIN invoices i ON i.id = p.invoice_id GROUP BY 1, 2;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoice_payments_figured" AFTER INSERT ON "invoice_payments"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION day_figure_deltas_of_payments();--> statement-breakpoint
CREATE TRIGGER "invoice_payments_unfigured" AFTER DELETE ON "invoice_payments"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION day_figure_deltas_of_payments();--> statement-breakpoint
-- A receipt's discount counts on its own day while it is not voided; the change handed back over its total
-- (cash tendered beyond it) counts on the day it was handed back, the day of the write.
CREATE FUNCTION day_figure_deltas_of_receipts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO day_figure_deltas (day, figure, amount, count)
    SELECT day, figure, sum(amount), sum(count) FROM (
      SELECT issue_date AS day, 'discount' AS figure, discount AS amount, (discount > 0)::int AS count
      FROM changed WHERE voided_at IS NULL
      UNION ALL
      SELECT business_day(now()), 'change', greatest(0, amount_paid - total), 0 FROM changed
    ) moved GROUP BY day, figure HAVING sum(amount) <> 0 OR sum(count) <> 0;
  ELSE
    INSERT INTO day_figure_deltas (day, figure, amount, count)
    SELECT day, figure, sum(amount), sum(count) FROM (
      SELECT issue_date AS day, 'discount' AS figure, discount AS amount, (discount > 0)::int AS count
      FROM changed WHERE voided_at IS NULL
      UNION ALL
      SELECT business_day(now()), 'change', greatest(0, amount_paid - total), 0 FROM changed
      UNION ALL
      SELECT issue_date, 'discount', -discount, -(discount > 0)::int FROM gone WHERE voided_at IS NULL
      UNION ALL
      SELECT business_day(now()), 'change', -greatest(0, amount_paid - total), 0 FROM gone
    ) moved GROUP BY day, figure HAVING sum(amount) <> 0 OR sum(count) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoices_figured" AFTER INSERT ON "invoices"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION day_figure_deltas_of_receipts();--> statement-breakpoint
CREATE TRIGGER "invoices_figured_changed" AFTER UPDATE ON "invoices"
  REFERENCING OLD TABLE AS gone NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION day_figure_deltas_of_receipts();--> statement-breakpoint
-- A voided receipt counts, with the total it had, on the day it was voided.
CREATE FUNCTION day_figure_deltas_of_voids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO day_figure_deltas (day, figure, amount, count)
  SELECT business_day(v.created_at), 'void', sum(i.total), count(*)
  FROM changed v JOIN invoices i ON i.id = v.invoice_id GROUP BY 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoice_voids_figured" AFTER INSERT ON "invoice_voids"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION day_figure_deltas_of_voids();--> statement-breakpoint
CREATE FUNCTION day_figure_deltas_of_approvals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO day_figure_deltas (day, figure, amount, count)
  SELECT business_day(created_at), 'approval:' || action, 0, count(*) FROM changed GROUP BY 1, 2;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "approvals_figured" AFTER INSERT ON "approvals"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION day_figure_deltas_of_approvals();--> statement-breakpoint
CREATE FUNCTION day_figure_deltas_of_drawer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'drawer_movements' THEN
    INSERT INTO day_figure_deltas (day, figure, amount, count)
    SELECT day, kind, sum(amount), count(*) FROM changed GROUP BY 1, 2;
  ELSE
    INSERT INTO day_figure_deltas (day, figure, amount, count)
    SELECT m.day, m.kind, -sum(m.amount), -count(*)
    FROM changed v JOIN drawer_movements m ON m.id = v.movement_id GROUP BY 1, 2;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "drawer_movements_figured" AFTER INSERT ON "drawer_movements"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION day_figure_deltas_of_drawer();--> statement-breakpoint
CREATE TRIGGER "drawer_movement_voids_figured" AFTER INSERT ON "drawer_movement_voids"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION day_figure_deltas_of_drawer();--> statement-breakpoint
-- The figures of the receipts, voids and approvals already in the books, on their days as the triggers would
-- have booked them (the change handed back, on each receipt's own day).
INSERT INTO day_figures (day, figure, amount, count)
SELECT day, figure, sum(amount), sum(count) FROM (
  SELECT p.business_day AS day, CASE WHEN p.business_day = i.issue_date THEN 'sale:' ELSE 'later:' END || p.method AS figure,
    p.amount, 1 AS count
  FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id
  UNION ALL
  SELECT issue_date, 'discount', discount, (discount > 0)::int FROM invoices WHERE voided_at IS NULL
  UNION ALL
  SELECT issue_date, 'change', greatest(0, amount_paid - total), 0 FROM invoices
  UNION ALL
  SELECT business_day(v.created_at), 'void', i.total, 1 FROM invoice_voids v JOIN invoices i ON i.id = v.invoice_id
  UNION ALL
  SELECT business_day(created_at), 'approval:' || action, 0, 1 FROM approvals
) booked GROUP BY day, figure HAVING sum(amount) <> 0 OR sum(count) <> 0;
