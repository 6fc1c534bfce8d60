CREATE TABLE "abonent_paid_till" (
	"abonent_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"till" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "abonent_paid_till" ADD CONSTRAINT "abonent_paid_till_abonent_id_abonents_id_fk" FOREIGN KEY ("abonent_id") REFERENCES "public"."abonents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonent_paid_till" ADD CONSTRAINT "abonent_paid_till_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abonent_paid_till_company_idx" ON "abonent_paid_till" USING btree ("company_id","till","abonent_id");--> statement-breakpoint
-- Each abonent on a tariff with their latest paid period, kept in the transaction of the payment or of
-- the tariff's change. A new payment only moves it on (AddPayment refuses a period that ends no later
-- than the latest), so an insert keeps the greater; a deleted or changed payment (an abonent's deletion
-- sets theirs to no one) and a tariff given or taken have it worked out again.
CREATE FUNCTION refresh_abonent_paid_till(touched uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM abonent_paid_till d
   WHERE d.abonent_id = ANY(touched)
     AND NOT EXISTS (SELECT 1 FROM payments p JOIN abonents a ON a.id = p.abonent_id
                      WHERE p.abonent_id = d.abonent_id AND p.period_till IS NOT NULL AND a.tariff_id IS NOT NULL);
  INSERT INTO abonent_paid_till (abonent_id, company_id, till)
    SELECT p.abonent_id, a.company_id, max(p.period_till)
      FROM payments p JOIN abonents a ON a.id = p.abonent_id
     WHERE p.abonent_id = ANY(touched) AND p.period_till IS NOT NULL AND a.tariff_id IS NOT NULL
     GROUP BY p.abonent_id, a.company_id ORDER BY p.abonent_id
  ON CONFLICT (abonent_id) DO UPDATE SET till = excluded.till;
$$;
--> statement-breakpoint
CREATE FUNCTION paid_till_after_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO abonent_paid_till (abonent_id, company_id, till)
    SELECT p.abonent_id, a.company_id, max(p.period_till)
      FROM paid_rows p JOIN abonents a ON a.id = p.abonent_id
     WHERE p.period_till IS NOT NULL AND a.tariff_id IS NOT NULL
     GROUP BY p.abonent_id, a.company_id ORDER BY p.abonent_id
  ON CONFLICT (abonent_id) DO UPDATE SET till = greatest(abonent_paid_till.till, excluded.till);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION paid_till_after_payments_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_abonent_paid_till(ARRAY(SELECT abonent_id FROM gone_rows WHERE abonent_id IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION paid_till_after_payments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_abonent_paid_till(ARRAY(
    SELECT abonent_id FROM gone_rows WHERE abonent_id IS NOT NULL
    UNION SELECT abonent_id FROM paid_rows WHERE abonent_id IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION paid_till_after_tariff() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_abonent_paid_till(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_paid_till_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS paid_rows
  FOR EACH STATEMENT EXECUTE FUNCTION paid_till_after_payments();
--> statement-breakpoint
CREATE TRIGGER payments_paid_till_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS gone_rows
  FOR EACH STATEMENT EXECUTE FUNCTION paid_till_after_payments_gone();
--> statement-breakpoint
CREATE TRIGGER payments_paid_till_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS gone_rows NEW TABLE AS paid_rows
  FOR EACH STATEMENT EXECUTE FUNCTION paid_till_after_payments_changed();
--> statement-breakpoint
-- Row by row, and only when the tariff itself changed: an abonent's other edits pass it by.
CREATE TRIGGER abonents_paid_till_tariff AFTER UPDATE OF tariff_id ON abonents
  FOR EACH ROW WHEN (OLD.tariff_id IS DISTINCT FROM NEW.tariff_id) EXECUTE FUNCTION paid_till_after_tariff();
--> statement-breakpoint
INSERT INTO abonent_paid_till (abonent_id, company_id, till)
  SELECT p.abonent_id, a.company_id, max(p.period_till)
    FROM payments p JOIN abonents a ON a.id = p.abonent_id
   WHERE p.period_till IS NOT NULL AND a.tariff_id IS NOT NULL
   GROUP BY p.abonent_id, a.company_id;
