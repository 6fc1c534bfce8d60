-- Registration keys are sent to a phone number: the keys already there were their user's.
UPDATE keys SET phone_number = users.phone_number FROM users WHERE users.id = keys.user_id;
--> statement-breakpoint

-- List totals without a search read stored counts (count_rows, migration 0003): the platform's key and SIM
-- lists as a whole and per company (the company filter). Two triggers a change: one per scope.
CREATE TRIGGER keys_counted_insert AFTER INSERT ON keys REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
--> statement-breakpoint
CREATE TRIGGER keys_counted_delete AFTER DELETE ON keys REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
--> statement-breakpoint
CREATE TRIGGER keys_company_counted_insert AFTER INSERT ON keys REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
--> statement-breakpoint
CREATE TRIGGER keys_company_counted_delete AFTER DELETE ON keys REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
--> statement-breakpoint
CREATE TRIGGER local_keys_counted_insert AFTER INSERT ON local_keys REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
--> statement-breakpoint
CREATE TRIGGER local_keys_counted_delete AFTER DELETE ON local_keys REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
--> statement-breakpoint
CREATE TRIGGER local_keys_company_counted_insert AFTER INSERT ON local_keys REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
--> statement-breakpoint
CREATE TRIGGER local_keys_company_counted_delete AFTER DELETE ON local_keys REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
--> statement-breakpoint
CREATE TRIGGER sim_cards_counted_insert AFTER INSERT ON sim_cards REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
--> statement-breakpoint
CREATE TRIGGER sim_cards_counted_delete AFTER DELETE ON sim_cards REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
--> statement-breakpoint
CREATE TRIGGER sim_cards_company_counted_insert AFTER INSERT ON sim_cards REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
--> statement-breakpoint
CREATE TRIGGER sim_cards_company_counted_delete AFTER DELETE ON sim_cards REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
--> statement-breakpoint
INSERT INTO row_counts (table_name, scope_id, row_count)
  SELECT 'keys', company_id, count(*) FROM keys GROUP BY company_id
  UNION ALL SELECT 'keys', '00000000-0000-0000-0000-000000000000', count(*) FROM keys;
--> statement-breakpoint

-- payment_totals: the number and exact sum of payments, per company and for all (the nil UUID), in the
-- same transaction as the change. Statement-level, scopes upserted in order (no deadlock between two
-- statements). Payments are never moved between companies nor have their amount changed.
CREATE FUNCTION total_payments() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sign integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  INSERT INTO payment_totals (scope_id, row_count, amount_sum)
    SELECT scope_id, sign * sum(row_count), sign * sum(amount_sum) FROM (
      SELECT company_id AS scope_id, count(*) AS row_count, sum(amount) AS amount_sum FROM changed_rows GROUP BY company_id
      UNION ALL
      SELECT '00000000-0000-0000-0000-000000000000'::uuid, count(*), coalesce(sum(amount), 0) FROM changed_rows
    ) AS scopes
    GROUP BY scope_id ORDER BY scope_id
  ON CONFLICT (scope_id) DO UPDATE SET
    row_count = payment_totals.row_count + excluded.row_count,
    amount_sum = payment_totals.amount_sum + excluded.amount_sum;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_totalled_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION total_payments();
--> statement-breakpoint
CREATE TRIGGER payments_totalled_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION total_payments();
--> statement-breakpoint
-- Refused: the stored totals would no longer match.
CREATE FUNCTION refuse_payment_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a payment''s company and amount do not change';
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_fixed BEFORE UPDATE OF company_id, amount ON payments
  FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.amount IS DISTINCT FROM NEW.amount)
  EXECUTE FUNCTION refuse_payment_change();
