/**
 * The tables the audit trail does not follow row by row, each for a reason: the trail itself; sign-ins,
 * recorded as events instead; counters and keys no person edits; the journal's pass events, which devices
 * report and nobody edits, and their counts by quarter of an hour; and the outbox of open commands devices
 * collect; the cards taken away from abonents (their deletion is on the trail); the doors' credentials and their change log, derived from audited tables, and devices'
 * acknowledgements and history. The server's test checks the database against it, the console's that it labels every other one.
 */
export const NOT_AUDITED = [
  'audit_log',
  // What undoing needs and the trail leaves out (a deleted row whole, a secret's old value), kept 30 days.
  'audit_kept',
  'sessions',
  'login_attempts',
  'sign_in_throttles',
  'row_counts',
  'camera_check_windows',
  'payment_totals',
  // Each abonent's latest paid period, derived from their payments (on the trail) by the database.
  'abonent_paid_till',
  'key_status_changes',
  'server_keys',
  'pass_events',
  'pass_event_quarters',
  'lock_commands',
  // The answers kept for Idempotency-Key: the records they created are on the trail.
  'idempotency_keys',
  // The cards taken away, written by the database when an audited card row is deleted.
  'abonent_code_removals',
  // The doors' credentials, derived from audited tables by the database itself, and what devices acknowledged.
  'door_credentials',
  'credential_changes',
  'credential_subjects',
  'credential_versions',
  'device_sync',
  // The devices' history (contact spans, acknowledgements) and the versions' times: written as devices call.
  'device_presence',
  'device_acknowledgements',
  'credential_version_times',
  // Each camera status check, recorded by the check (a read Action) for the doors' timelines.
  'camera_checks',
  // Two-factor sign-in: recovery codes are hashes nobody edits (their second factor's row is on the trail),
  // and a challenge lives minutes between a right password and its code.
  'recovery_codes',
  'two_factor_challenges',
  // An uploaded file's bytes: the upload is on the trail (import_files), and so is what an import writes.
  'import_file_parts',
  // An apply's bookkeeping (its place in the file, the keys of the rows written): the records it writes are
  // on the trail, and undoing the import must find only them.
  'import_applies',
  'import_apply_keys',
  // An undo in parts' place: the records it writes back are on the trail, as its own change.
  'undo_runs',
];
