-- The company's API token is a secret: its hash is recorded on the audit trail only as "masked".
SELECT audit_table('companies', masked => '{api_token_hash}');
