-- Held orders voided before they were charged reach the X report (issue 34's "voids and voided receipts"): each
-- void appends its day's count and its lines' value in the void's own statement. A charged order voided with its
-- receipt is not counted again: the receipt's void is.
CREATE FUNCTION day_figure_deltas_of_order_voids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO day_figure_deltas (day, figure, amount, count)
  SELECT business_day(v.created_at), 'order-void', sum(lines.value), count(*)
  FROM changed v JOIN held_orders o ON o.id = v.order_id
  CROSS JOIN LATERAL (SELECT coalesce(sum(l.price * l.quantity), 0) AS value
    FROM held_order_lines l WHERE l.order_id = v.order_id) lines
  WHERE o.invoice_id IS NULL GROUP BY 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_voids_figured" AFTER INSERT ON "order_voids"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION day_figure_deltas_of_order_voids();--> statement-breakpoint
-- The held orders voided before this migration, as the trigger would have booked them; the next fold folds them.
INSERT INTO day_figure_deltas (day, figure, amount, count)
SELECT business_day(v.created_at), 'order-void', sum(lines.value), count(*)
FROM order_voids v JOIN held_orders o ON o.id = v.order_id
CROSS JOIN LATERAL (SELECT coalesce(sum(l.price * l.quantity), 0) AS value
  FROM held_order_lines l WHERE l.order_id = v.order_id) lines
WHERE o.invoice_id IS NULL GROUP BY 1;
