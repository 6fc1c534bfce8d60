-- The stored search column follows the address (0024): the trail records the address, not its copy.
SELECT audit_table('addresses', skipped => '{company_id,search_value}');
