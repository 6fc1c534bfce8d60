-- Access rights and guest passes go on the audit trail (people grant, change and revoke them). A guest
-- pass's token hash is a secret; its use count rises with each opening on the public page, no person's
-- change. lock_commands is the devices' outbox and stays off the trail (tests/server/audit.test.ts).
SELECT audit_table('access_rights', skipped => '{company_id,car_number_key}');
--> statement-breakpoint
SELECT audit_table('guest_passes', masked => '{token_hash}', skipped => '{company_id,uses}');
--> statement-breakpoint
SELECT audit_table('guest_pass_points', 'guest_pass_id');
