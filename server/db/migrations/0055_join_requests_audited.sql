-- Join requests go on the audit trail (audit_table, migration 0020): a resident's request (recorded with
-- the address it came from, no user), and who approved or refused it. The company's registration code is
-- a secret like its API token: recorded only as changed.
SELECT audit_table('join_requests');
--> statement-breakpoint
SELECT audit_table('companies', masked => '{api_token_hash,registration_code_hash}');
