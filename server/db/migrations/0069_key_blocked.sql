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
ALTER TABLE "local_keys" ADD CONSTRAINT "local_keys_status_check" CHECK ("local_keys"."status" in ('none', 'sent', 'approved', 'rejected', 'deleteUser', 'deleteAdmin', 'deleteByAdmin', 'deleteByUser', 'deleteBySender', 'expired', 'blocked'));