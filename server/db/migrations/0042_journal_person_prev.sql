ALTER TABLE "pass_events" ADD COLUMN "person_prev_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "pass_events_person_time_idx" ON "pass_events" USING btree ("company_id",(coalesce("abonent_id"::text, "phone", "card_id")),"occurred_at","id") WHERE coalesce("pass_events"."abonent_id"::text, "pass_events"."phone", "pass_events"."card_id") is not null;--> statement-breakpoint
-- pass_events.person_prev_at: when the event's person last passed before it in the company, kept at
-- every insert whatever order events arrive in. A report then counts a day's people as the events whose
-- person had not passed earlier that day (server/journal/report.ts), a count in one pass rather than a
-- hash of every (day, person) pair, in any time zone. Events are never updated or deleted one by one
-- (only a company or a month partition as a whole), so a stored value stays true.

-- Before each row: its person's latest earlier event. A company's inserts take turns from here to the end
-- of their transaction, so each sees what the previous one committed (under READ COMMITTED, as every
-- writer of the journal runs). A row that ON CONFLICT then skips changes nothing.
CREATE FUNCTION pass_event_person_prev() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person text := coalesce(NEW.abonent_id::text, NEW.phone, NEW.card_id);
BEGIN
  IF person IS NULL THEN
    NEW.person_prev_at := NULL;
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(734022, hashtext(NEW.company_id::text));
  NEW.person_prev_at := (
    SELECT occurred_at FROM pass_events
     WHERE company_id = NEW.company_id AND coalesce(abonent_id::text, phone, card_id) = person
       AND (occurred_at, id) < (NEW.occurred_at, NEW.id)
     ORDER BY occurred_at DESC, id DESC LIMIT 1);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER pass_events_person_prev BEFORE INSERT ON pass_events
  FOR EACH ROW EXECUTE FUNCTION pass_event_person_prev();
--> statement-breakpoint
-- After each statement: an event older than its person's newest (a device that was offline, a batch out
-- of order) becomes the predecessor of the event right after it. Each new row fixes only its immediate
-- successor, which by then may itself be a row of the same statement.
CREATE FUNCTION pass_event_person_next() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pass_events e SET person_prev_at = n.occurred_at
    FROM new_rows n
    CROSS JOIN LATERAL (
      SELECT s.id, s.occurred_at FROM pass_events s
       WHERE s.company_id = n.company_id
         AND coalesce(s.abonent_id::text, s.phone, s.card_id) = coalesce(n.abonent_id::text, n.phone, n.card_id)
         AND (s.occurred_at, s.id) > (n.occurred_at, n.id)
       ORDER BY s.occurred_at, s.id LIMIT 1) AS next
   WHERE coalesce(n.abonent_id::text, n.phone, n.card_id) IS NOT NULL
     AND e.id = next.id AND e.occurred_at = next.occurred_at
     AND (e.person_prev_at IS NULL OR e.person_prev_at < n.occurred_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pass_events_person_next AFTER INSERT ON pass_events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pass_event_person_next();
--> statement-breakpoint
-- The events stored before this migration.
UPDATE pass_events e SET person_prev_at = earlier.prev
  FROM (SELECT id, occurred_at,
               lag(occurred_at) OVER (PARTITION BY company_id, coalesce(abonent_id::text, phone, card_id) ORDER BY occurred_at, id) AS prev
          FROM pass_events WHERE coalesce(abonent_id::text, phone, card_id) IS NOT NULL) AS earlier
 WHERE e.id = earlier.id AND e.occurred_at = earlier.occurred_at AND earlier.prev IS NOT NULL;
