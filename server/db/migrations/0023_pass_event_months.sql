-- pass_events is partitioned by month (migration 0022). A month's partition is made before its first
-- event is stored: by the server at start and by housekeeping for the months ahead, and by the ingest
-- for an event of a month not made yet (a device that was offline for long). Idempotent and safe to run
-- from several servers at once (an advisory lock per month).
CREATE FUNCTION pass_events_month(month date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  first_day date := date_trunc('month', month)::date;
  partition text := format('pass_events_%s', to_char(first_day, 'YYYY_MM'));
BEGIN
  IF to_regclass(partition) IS NOT NULL THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext(partition));
  -- Months in UTC, whatever the session's time zone.
  EXECUTE format('CREATE TABLE IF NOT EXISTS %I PARTITION OF pass_events FOR VALUES FROM (%L) TO (%L)',
                 partition, first_day || ' 00:00:00+00', (first_day + interval '1 month')::date || ' 00:00:00+00');
END $$;
--> statement-breakpoint
SELECT pass_events_month((now() AT TIME ZONE 'UTC')::date);
--> statement-breakpoint
SELECT pass_events_month(((now() AT TIME ZONE 'UTC') + interval '1 month')::date);
--> statement-breakpoint
-- The local server's token is a secret, and being seen is not a change anyone made.
SELECT audit_table('local_servers', masked => '{token_hash}', skipped => '{company_id,last_seen_at}');
