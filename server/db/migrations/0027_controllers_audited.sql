-- Controllers go on the audit trail (audit_table, migration 0020). Not recorded: the company (never
-- changes) and when a controller last reported itself (the device's, not a person's change).
SELECT audit_table('controllers', skipped => '{company_id,last_seen_at}');
