-- Payment methods go on the trail (audit_table, migration 0020) with their secrets masked; the company
-- never changes.
SELECT audit_table('payment_methods', masked => '{password_encrypted,api_token_encrypted}');
