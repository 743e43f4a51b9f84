-- custom: the metrics' totals count an order paid online once it is paid, not while it waits for its
-- gateway; an order released unpaid was never placed, so its release is not a cancellation.
CREATE OR REPLACE FUNCTION orders_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status = 'awaiting_payment' THEN RETURN NULL; END IF;
    INSERT INTO order_tallies (branch_id, delivery_type, placed, cancelled)
      VALUES (NEW.branch_id, NEW.delivery_type, 1, CASE WHEN NEW.status = 'cancelled' THEN 1 ELSE 0 END)
      ON CONFLICT (branch_id, delivery_type) DO UPDATE
        SET placed = order_tallies.placed + 1, cancelled = order_tallies.cancelled + excluded.cancelled;
  ELSIF NEW.status IS DISTINCT FROM OLD.status AND OLD.status = 'awaiting_payment' THEN
    IF NEW.status = 'cancelled' THEN RETURN NULL; END IF;
    INSERT INTO order_tallies (branch_id, delivery_type, placed, cancelled)
      VALUES (NEW.branch_id, NEW.delivery_type, 1, 0)
      ON CONFLICT (branch_id, delivery_type) DO UPDATE SET placed = order_tallies.placed + 1;
  ELSIF NEW.status IS DISTINCT FROM OLD.status AND NEW.status IN ('cancelled', 'delivered') THEN
    UPDATE order_tallies SET
      cancelled = cancelled + CASE WHEN NEW.status = 'cancelled' THEN 1 ELSE 0 END,
      delivered_within_60 = delivered_within_60 + CASE WHEN NEW.status = 'delivered'
        AND NEW.delivered_at <= NEW.created_at + interval '60 minutes' THEN 1 ELSE 0 END,
      delivered_late = delivered_late + CASE WHEN NEW.status = 'delivered'
        AND NOT coalesce(NEW.delivered_at <= NEW.created_at + interval '60 minutes', false) THEN 1 ELSE 0 END
    WHERE branch_id = NEW.branch_id AND delivery_type = NEW.delivery_type;
  END IF;
  RETURN NULL;
END $$;
