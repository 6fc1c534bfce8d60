-- Keys may be blocked (issue 43): a status of its own, which opens no door and may still expire.
ALTER TABLE "abonent_keys" DROP CONSTRAINT "abonent_keys_status_check";--> statement-breakpoint
ALTER TABLE "key_status_changes" DROP CONSTRAINT "key_status_changes_from_check";--> statement-breakpoint
ALTER TABLE "key_status_changes" DROP CONSTRAINT "key_status_changes_to_check";--> statement-breakpoint
ALTER TABLE "keys" DROP CONSTRAINT "keys_status_check";--> statement-breakpoint
ALTER TABLE "local_keys" DROP CONSTRAINT "local_keys_status_check";--> statement-breakpoint
DROP INDEX "abonent_keys_expiry_idx";--> statement-breakpoint
DROP INDEX "keys_expiry_idx";--> statement-breakpoint
CREATE INDEX "abonent_keys_expiry_idx" ON "abonent_keys" USING btree ("valid_until") WHERE "abonent_keys"."status" in ('none', 'sent', 'approved', 'rejected', 'deleteUser', 'deleteAdmin', 'blocked');--> statement-breakpoint
CREATE INDEX "keys_expiry_idx" ON "keys" USING btree ("valid_until") WHERE "keys"."status" in ('none', 'sent', 'approved', 'rejected', 'deleteUser', 'deleteAdmin', 'blocked');--> statement-breakpoint
ALTER TABLE "abonent_keys" ADD CONSTRAINT "abonent_keys_status_check" CHECK ("abonent_keys"."status" in ('none', 'sent', 'approved', 'rejected', 'deleteUser', 'deleteAdmin', 'deleteByAdmin', 'deleteByUser', 'deleteBySender', 'expired', 'blocked'));--> statement-breakpoint
ALTER TABLE "key_status_changes" ADD CONSTRAINT "key_status_changes_from_check" CHECK ("key_status_changes"."from_status" in ('none', 'sent', 'approved', 'rejected', 'deleteUser', 'deleteAdmin', 'deleteByAdmin', 'deleteByUser', 'deleteBySender', 'expired', 'blocked'));--> statement-breakpoint
ALTER TABLE "key_status_changes" ADD CONSTRAINT "key_status_changes_to_check" CHECK ("key_status_changes"."to_status" in ('none', 'sent', 'approved', 'rejected', 'deleteUser', 'deleteAdmin', 'deleteByAdmin', 'deleteByUser', 'deleteBySender', 'expired', 'blocked'));--> statement-breakpoint
ALTER TABLE "keys" ADD CONSTRAINT "keys_status_check" CHECK ("keys"."status" in ('none', 'sent', 'approved', 'rejected', 'deleteUser', 'deleteAdmin', 'deleteByAdmin', 'deleteByUser', 'deleteBySender', 'expired', 'blocked'));--> statement-breakpoint
ALTER TABLE "local_keys" ADD CONSTRAINT "local_keys_status_check" CHECK ("local_keys"."status" in ('none', 'sent', 'approved', 'rejected', 'deleteUser', 'deleteAdmin', 'deleteByAdmin', 'deleteByUser', 'deleteBySender', 'expired', 'blocked'));--> statement-breakpoint
-- An undo puts a key's old status back by plain SQL (server/audit/undo.ts): the key's history, which the
-- audit trail does not hold, records that move too, by whoever undid, so it ends where the key is.
CREATE FUNCTION key_status_undone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('audit.action', true) = 'UndoChange' THEN
    EXECUTE format('INSERT INTO key_status_changes (%I, from_status, to_status, changed_by) VALUES ($1, $2, $3, $4)',
                   TG_ARGV[0])
      USING NEW.id, OLD.status, NEW.status, nullif(current_setting('audit.user_id', true), '')::uuid;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER key_status_undone AFTER UPDATE OF status ON abonent_keys
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION key_status_undone('abonent_key_id');--> statement-breakpoint
CREATE TRIGGER key_status_undone AFTER UPDATE OF status ON keys
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION key_status_undone('reg_key_id');--> statement-breakpoint
CREATE TRIGGER key_status_undone AFTER UPDATE OF status ON local_keys
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION key_status_undone('local_key_id');
