-- A lock's type was free text naming how it connects ('BLE + GSM'): that is now its settings, and the
-- type is the kind of passage it closes (src/domain/platform-lock.ts, lockTypes). Old rows keep what
-- their text said of BLE and NFC, and become doors.
UPDATE locks SET
  settings = settings || jsonb_build_object('ble', type ILIKE '%BLE%', 'nfc', type ILIKE '%NFC%'),
  type = 'door'
WHERE type NOT IN ('door', 'gate', 'barrier', 'turnstile', 'lift');
--> statement-breakpoint
ALTER TABLE locks ADD CONSTRAINT locks_type_check CHECK (type IN ('door', 'gate', 'barrier', 'turnstile', 'lift'));
--> statement-breakpoint
ALTER TABLE locks ADD CONSTRAINT locks_settings_object CHECK (jsonb_typeof(settings) = 'object');
--> statement-breakpoint
-- A point's lock is one of its own company's. Giving the lock to another company, or deleting it, while
-- points use it is refused here (server/actions/platform-locks.ts says which points), whatever request
-- ran at the same time: the reference locks the lock's row (KEY SHARE) while a point is added.
ALTER TABLE access_points ADD CONSTRAINT access_points_lock_company_fk
  FOREIGN KEY (lock_id, company_id) REFERENCES locks (id, company_id);
