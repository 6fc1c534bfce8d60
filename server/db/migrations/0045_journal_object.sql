ALTER TABLE "pass_events" ADD COLUMN "access_object_id" uuid;--> statement-breakpoint
-- pass_events.access_object_id: the object of the event's access point, set by every insert of events
-- (server/journal/store.ts). These are the events stored before this migration; filled before the index
-- is built, so that the index is built once rather than kept through five million updates.
UPDATE pass_events e SET access_object_id = p.access_object_id FROM access_points p WHERE p.id = e.access_point_id;--> statement-breakpoint
CREATE INDEX "pass_events_object_time_idx" ON "pass_events" USING btree ("access_object_id","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- A point moved to another object (itself, or with its perimeter: ON UPDATE CASCADE) takes its events
-- along, so that an object's journal is its points' as the access tree has them now, as a perimeter's is.
-- A rare edit of the tree pays for it, not every page of the journal. A removed point's events keep
-- their object.
CREATE FUNCTION pass_events_follow_point() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pass_events SET access_object_id = NEW.access_object_id
   WHERE access_point_id = NEW.id AND access_object_id IS DISTINCT FROM NEW.access_object_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER access_points_events_follow AFTER UPDATE OF access_object_id ON access_points
  FOR EACH ROW WHEN (OLD.access_object_id IS DISTINCT FROM NEW.access_object_id) EXECUTE FUNCTION pass_events_follow_point();
