-- A device's token or company changed, or the device was deleted: NOTIFY `device_tokens` with its id, so
-- that every API server forgets the token it had verified for it (server/devices/verified.ts) at once.
CREATE FUNCTION device_token_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('device_tokens', OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER local_servers_token_changed AFTER UPDATE OF token_hash, company_id ON local_servers
  FOR EACH ROW WHEN (OLD.token_hash IS NOT NULL) EXECUTE FUNCTION device_token_changed();
--> statement-breakpoint
CREATE TRIGGER local_servers_token_deleted AFTER DELETE ON local_servers
  FOR EACH ROW WHEN (OLD.token_hash IS NOT NULL) EXECUTE FUNCTION device_token_changed();
--> statement-breakpoint
CREATE TRIGGER controllers_token_changed AFTER UPDATE OF token_hash, company_id ON controllers
  FOR EACH ROW WHEN (OLD.token_hash IS NOT NULL) EXECUTE FUNCTION device_token_changed();
--> statement-breakpoint
CREATE TRIGGER controllers_token_deleted AFTER DELETE ON controllers
  FOR EACH ROW WHEN (OLD.token_hash IS NOT NULL) EXECUTE FUNCTION device_token_changed();
