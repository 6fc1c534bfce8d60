/**
 * Undo of a change from the History panel and the Audit screen, and the "Recently deleted" screen
 * (server/audit/undo.ts). A reason names the field, the record and who changed it when.
 */
const undo = {
  button: 'Undo',
  buttonLabel: 'Undo this change',
  restore: 'Restore',
  restoreLabel: 'Restore %{name}',
  title: 'Undo “%{action}”',
  restoreTitle: 'Restore %{name}',
  /** Who made the change being undone, when, and how many rows it changed. */
  summary: '%{user}, %{time}: %{smart_count} row changed |||| %{user}, %{time}: %{smart_count} rows changed',
  loading: 'Working out what undoing would change…',
  loadFailed: 'What undoing would change could not be worked out',
  willChange: 'What changes back (now → after undo):',
  moreSteps: '… and %{smart_count} more row |||| … and %{smart_count} more rows',
  moreConflicts: '… and %{smart_count} more reason |||| … and %{smart_count} more reasons',
  /** A change too large for one transaction (an import), undone a part at a time. */
  inParts:
    'It is undone in %{smart_count} part, newest records first, each part written whole or not at all. If a part is refused, the parts before it stay undone, and the undo goes on from it. |||| It is undone in %{smart_count} parts, newest records first, each part written whole or not at all. If a part is refused, the parts before it stay undone, and the undo goes on from it.',
  /** An undo in parts that stopped (a part refused, the dialog closed) and goes on from there. */
  resumed: 'Already undone: %{done} of %{total} rows. The undo goes on from where it stopped.',
  progress: 'Undone: %{done} of %{total} rows',
  progressLabel: 'Undo progress',
  /** What the confirmation names: how many records or parts of records change back. */
  confirm: 'Undo: change %{smart_count} row back |||| Undo: change %{smart_count} rows back',
  confirmRestore: 'Restore with %{smart_count} row |||| Restore with %{smart_count} rows',
  cancel: 'Cancel',
  refusedTitle: 'This change cannot be undone:',
  done: 'Change undone: %{smart_count} row changed back |||| Change undone: %{smart_count} rows changed back',
  restored: '%{name} restored',
  /** A 409 from UndoChange: something changed between the preview and the confirmation. */
  refused: 'The change cannot be undone any more: open its preview again to see why',
  unknownUser: 'someone',
  reasons: {
    beforeUndo: 'It was recorded before changes could be undone',
    notUndoable: 'Changes of sign-in accounts, second factors, API tokens and bans are not undone: set them anew',
    otherCompany: 'Part of it belongs to another company',
    changedSince: '“%{field}” of %{record} was changed since by %{user}, %{time}',
    deletedSince: '%{record} was deleted since by %{user}, %{time}',
    exists: '%{record} exists again: it was restored or added since',
    expired: '%{record} was deleted more than 30 days ago: its data is no longer kept',
    secretGone: 'The old value of “%{field}” is a secret that is no longer kept: set it anew',
    taken: '“%{field}” of %{record} is taken since by another record (%{user}, %{time})',
    parentGone: '%{record} belongs to a deleted record (%{kind}): restore that first, or together',
    stillUsed: '%{record} is used since by another record (%{kind}): change or delete that first',
    invalid: '%{record}: the old values no longer pass the checks (%{field})',
  },
  /** The "Recently deleted" screen. */
  deleted: {
    name: 'Deleted record |||| Recently deleted',
    menu: 'Recently deleted',
    fields: {
      at: 'Deleted',
      userName: 'By',
      record: 'Record',
      companyName: 'Company',
    },
    emptyList: 'Nothing deleted in the last 30 days',
    searchPlaceholder: 'Name, phone, address or Action',
    help: 'Records deleted in the last 30 days, with their parts (a resident’s codes, keys, phones and intercoms). Restoring one puts it back as it was deleted.',
  },
};
export default undo;
