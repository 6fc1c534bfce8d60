-- The companies' API token is a secret: its hash is masked on the trail (audit_table, migration 0020).
SELECT audit_table('companies', masked => '{api_token_hash}');
--> statement-breakpoint
-- Payment methods go on the trail with their secrets masked; the company never changes.
SELECT audit_table('payment_methods', masked => '{password_encrypted,api_token_encrypted}');
