-- A SIP server's modified time (spec: modified) is the time of its last change, whoever made it: the
-- database sets it on every update that changes the row, so no write path can forget it.
CREATE FUNCTION touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW IS DISTINCT FROM OLD THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sip_servers_touch BEFORE UPDATE ON sip_servers
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
